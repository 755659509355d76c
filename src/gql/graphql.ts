/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city: string;
  /** ISO 3166-1 alpha-2, e.g. IN. */
  country: string;
  isDefault?: boolean | null | undefined;
  line1: string;
  line2?: string | null | undefined;
  name: string;
  phone: string;
  /** PIN in India; may be empty where the country has none. */
  postalCode: string;
  /** Required in India: a state or union territory. */
  state?: string | null | undefined;
};

export type AttributeFilter = {
  code: string;
  /** Value slugs; any of them matches. */
  values: Array<string>;
};

export type BannerInput = {
  active: boolean;
  /** A page of this store: /sarees, /collections/<slug>, … */
  buttonLink: string;
  buttonText: TextInLanguagesInput;
  description: TextInLanguagesInput;
  discount?: number | null | undefined;
  expectedVersion?: number | null | undefined;
  /** Empty to create. */
  id?: string | null | undefined;
  imageKey: string;
  position: number;
  slug: string;
  title: TextInLanguagesInput;
};

export type BookConsultationInput = {
  channel: ConsultationChannel;
  durationMinutes: number;
  /** The order this free consultation comes with. */
  orderNumber?: string | null | undefined;
  /** ISO instant of a slot from consultationSlots. */
  startsAt: string;
  /** The shopper's IANA zone, e.g. Europe/London. */
  timeZone: string;
  topic: ConsultationTopic;
};

export type CartItemInput = {
  /** The product id. */
  id: string;
  /** A tailoring line's own key (one service may be in the cart more than once); other lines are known by id. */
  key?: string | null | undefined;
  /** Pieces, or metres for a fabric (2.5), checked against the product's step (Product.step: whole pieces; 0.25, 0.5 or 1 m for a fabric); more than 99 counts as 99, less than 0.25 is no line (placeOrder refuses it). */
  qty: number;
  /** The unit price (minor units) the browser last showed; only compared, never charged. */
  seenPrice?: number | null | undefined;
  /** For a tailoring service: its options, what it is made from and its measurements. */
  tailoring?: TailoringChoiceInput | null | undefined;
};

/** BAD_STEP: the quantity is not a whole number of the product's steps (a fraction of a piece, metres off the fabric's step). OVER_LIMIT: the lines of this product together ask for more than one order may take (see available). TAILORING: the tailoring choice cannot be made as it is (see tailoring.problem; a choice on a product that is not a tailoring service is NOT_A_SERVICE). */
export type CartLineProblem =
  | 'BAD_STEP'
  | 'NOT_ENOUGH_STOCK'
  | 'OUT_OF_STOCK'
  | 'OVER_LIMIT'
  | 'PRICE_CHANGED'
  | 'TAILORING'
  | 'UNAVAILABLE';

export type CategoryInput = {
  description: TextInLanguagesInput;
  /** The version you edited; required with `id`. */
  expectedVersion?: number | null | undefined;
  /** Empty to create. */
  id?: string | null | undefined;
  name: TextInLanguagesInput;
  parentId?: string | null | undefined;
  position: number;
  slug: string;
};

export type CollectionInput = {
  description: TextInLanguagesInput;
  expectedVersion?: number | null | undefined;
  /** Empty to create. */
  id?: string | null | undefined;
  name: TextInLanguagesInput;
  position: number;
  slug: string;
};

export type ConsultationChannel =
  | 'PHONE'
  | 'VIDEO'
  | 'WHATSAPP';

export type ConsultationOutcome =
  | 'DONE'
  | 'NO_SHOW';

export type ConsultationRefusal =
  | 'INVALID_INPUT'
  | 'INVALID_TIME_ZONE'
  | 'NOT_FOUND'
  | 'NOT_STARTED'
  | 'ORDER_NOT_FOUND'
  | 'SELF_BOOKING'
  | 'SLOT_TAKEN'
  | 'SLOT_UNAVAILABLE'
  | 'TOO_LATE'
  | 'TOO_MANY'
  | 'TOO_MANY_CHANGES'
  | 'TOO_SOON';

export type ConsultationStatus =
  | 'BOOKED'
  | 'CANCELLED'
  | 'DONE'
  | 'NO_SHOW';

export type ConsultationTopic =
  | 'BLOUSE_DESIGN'
  | 'BRIDAL'
  | 'FABRIC_ADVICE'
  | 'MEASUREMENTS'
  | 'SAREE_STYLING';

export type ContactCodeRefusal =
  | 'INVALID'
  | 'SEND_FAILED'
  | 'TAKEN'
  | 'TOO_MANY'
  | 'TOO_SOON'
  | 'UNCHANGED';

export type ContactConfirmRefusal =
  | 'CODE_EXPIRED'
  | 'CODE_INVALID'
  | 'CODE_LOCKED'
  | 'TAKEN';

/** What the back office can make: a saree (pieces) or a fabric (metres). */
export type CreatableProductKind =
  | 'FABRIC'
  | 'SAREE';

export type CreateProductInput = {
  active: boolean;
  care: LocalizedTextInput;
  categoryId: number;
  descriptions: LocalizedTextInput;
  /** Keys of uploaded pictures; the first is shown in lists. */
  imageKeys: Array<string>;
  kind: CreatableProductKind;
  mrpMinor: number;
  names: LocalizedTextInput;
  priceMinor: number;
  slug: string;
  /** A fabric's counter cut: 0.25, 0.5 or 1 m; 1 for a saree. */
  step: number;
  /** Pieces, or metres for a fabric (a whole number of step). */
  stock: number;
};

/** UNKNOWN_CURRENCY: not a currency the store shows; INVALID_RATE: not a positive rate with at most 4 decimals; INVALID_DATE: not a day between 2000 and today; STALE: changed by someone else since you read it. */
export type CurrencyRefusal =
  | 'INVALID_DATE'
  | 'INVALID_RATE'
  | 'STALE'
  | 'UNKNOWN_CURRENCY';

export type DeleteAccountRefusal =
  | 'CODE_EXPIRED'
  | 'CODE_INVALID'
  | 'CODE_LOCKED'
  | 'NOT_CONFIRMED'
  | 'OPEN_ORDERS'
  | 'STAFF_ACCOUNT';

/** OPEN_ORDERS: an order is still under way; deleting waits for its delivery or cancellation. */
export type DeletionCodeRefusal =
  | 'OPEN_ORDERS'
  | 'SEND_FAILED'
  | 'STAFF_ACCOUNT'
  | 'TOO_MANY'
  | 'TOO_SOON';

export type DesignerSettingsInput = {
  /** YYYY-MM-DD dates in the designer's zone. */
  daysOff: Array<string>;
  displayName: string;
  hours: Array<WorkingRangeInput>;
  lengths: Array<number>;
  timeZone?: string | null | undefined;
};

export type EnquiryInterest =
  | 'blouse'
  | 'bridal'
  | 'fabric'
  | 'other'
  | 'saree'
  | 'tailoring';

export type EnquiryPreferredTime =
  | 'afternoon'
  | 'anytime'
  | 'evening'
  | 'morning';

export type EnquiryStatus =
  | 'CLOSED'
  | 'CONTACTED'
  | 'NEW';

export type FieldErrorCode =
  | 'INVALID'
  | 'INVALID_CHARACTERS'
  | 'INVALID_PHONE'
  | 'INVALID_PIN'
  | 'INVALID_POSTAL_CODE'
  | 'INVALID_STATE'
  | 'NOT_FOUND'
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'UNSUPPORTED_COUNTRY';

export type LanguageRefusal =
  | 'UNKNOWN_LANGUAGE';

/** Something about the request was adjusted rather than refused; the page tells the shopper. */
export type ListingNotice =
  | 'PAGE_OUT_OF_RANGE'
  | 'PRICE_RANGE_SWAPPED'
  | 'SEARCH_SHORTENED'
  | 'UNKNOWN_FILTER_IGNORED';

export type LocalizedTextInput = {
  ar: string;
  en: string;
  hi: string;
};

export type MeasurementChoiceInput = {
  kind: MeasurementChoiceKind;
  /** With PROFILE: one of your saved measurement profiles. */
  profileId?: string | null | undefined;
};

export type MeasurementChoiceKind =
  | 'DESIGNER_CALL'
  | 'PROFILE'
  | 'SEND_BLOUSE';

export type MeasurementErrorCode =
  | 'BAD_STEP'
  | 'MISSING_FIELD'
  | 'NAME_INVALID'
  | 'NOT_A_NUMBER'
  | 'NOT_FOUND'
  | 'OUT_OF_RANGE'
  | 'TOO_MANY_PROFILES'
  | 'UNKNOWN_FIELD';

export type MeasurementGarment =
  | 'BLOUSE'
  | 'KURTA'
  | 'LEHENGA'
  | 'PETTICOAT'
  | 'PRE_DRAPED'
  | 'SALWAR';

export type MeasurementProfileInput = {
  garment: MeasurementGarment;
  name: string;
  unit: MeasurementUnit;
  values: Array<MeasurementValueInput>;
};

export type MeasurementUnit =
  | 'CM'
  | 'IN';

export type MeasurementValueInput = {
  field: string;
  /** As typed, in the profile unit: cm to one decimal, inches in quarters. */
  value: string;
};

/** Why a typed code does not apply. UNKNOWN also answers every code once too many unknown ones were tried (TOO_MANY_ATTEMPTS says so). */
export type OfferCodeRefusal =
  | 'EXPIRED'
  | 'FIRST_ORDER_ONLY'
  | 'MIN_NOT_REACHED'
  | 'NOT_COMBINABLE'
  | 'NOT_FOR_ITEMS'
  | 'NOT_IN_ZONE'
  | 'NOT_STARTED'
  | 'NOT_WITH_POINTS'
  | 'ONE_PER_SHOPPER'
  | 'PAUSED'
  | 'SIGN_IN_REQUIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'UNKNOWN'
  | 'USED_UP';

export type OfferEffectType =
  | 'AMOUNT_OFF'
  | 'BUY_X_GET_Y'
  | 'FREE_DELIVERY'
  | 'PERCENT_OFF'
  | 'SERVICE_WITH_SAREE';

export type OfferInput = {
  /** For AMOUNT_OFF, in paise. */
  amount?: number | null | undefined;
  /** In paise. */
  budget?: number | null | undefined;
  buy?: number | null | undefined;
  /** A code offer's own code. */
  code?: string | null | undefined;
  coversTailoring?: boolean | null | undefined;
  effect: OfferEffectType;
  endsAt?: string | null | undefined;
  exclude?: OfferTargetsInput | null | undefined;
  exclusive?: boolean | null | undefined;
  firstOrderOnly?: boolean | null | undefined;
  get?: number | null | undefined;
  include?: OfferTargetsInput | null | undefined;
  kind: OfferKind;
  maxUses?: number | null | undefined;
  maxUsesPerShopper?: number | null | undefined;
  /** In paise. */
  minSubtotal?: number | null | undefined;
  /** For PERCENT_OFF, SERVICE_WITH_SAREE, BUY_X_GET_Y: 0.01-100. */
  percent?: number | null | undefined;
  priority?: number | null | undefined;
  signedInOnly?: boolean | null | undefined;
  stacksWithOffers?: boolean | null | undefined;
  stacksWithPoints?: boolean | null | undefined;
  stacksWithReduced?: boolean | null | undefined;
  /** ISO date-time with its offset (the store is in IST). */
  startsAt: string;
  titleAr?: string | null | undefined;
  titleEn: string;
  titleHi?: string | null | undefined;
  zones?: Array<string> | null | undefined;
};

export type OfferKind =
  | 'AUTOMATIC'
  | 'CODE'
  | 'SALE';

/** INVALID_WINDOW: the end is not after the start (or an ended offer cannot run again: duplicate it); INVALID_PERCENT: not above 0 and at most 100 in steps of 0.01; INVALID_AMOUNT: not a positive amount; INVALID_CAP: a cap below 1 or below what was used; EXCLUSIVE_OVERLAP: another exclusive offer runs in the window; CODE_TAKEN: another offer has the code; STALE: changed by someone else since you read it. */
export type OfferRefusal =
  | 'CODE_TAKEN'
  | 'EXCLUSIVE_OVERLAP'
  | 'INVALID_AMOUNT'
  | 'INVALID_BUY_GET'
  | 'INVALID_CAP'
  | 'INVALID_CODE'
  | 'INVALID_COUNT'
  | 'INVALID_PERCENT'
  | 'INVALID_TARGETS'
  | 'INVALID_TITLE'
  | 'INVALID_WINDOW'
  | 'NOT_FOUND'
  | 'STALE';

export type OfferSampleItem = {
  productId: number;
  /** Pieces, or metres of a fabric. */
  qty: number;
};

export type OfferStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'PAUSED';

export type OfferTargetsInput = {
  /** Makers. */
  brandIds?: Array<number> | null | undefined;
  categoryIds?: Array<number> | null | undefined;
  collectionIds?: Array<number> | null | undefined;
  /** saree, fabric or service. */
  kinds?: Array<string> | null | undefined;
  productIds?: Array<number> | null | undefined;
  /** Attribute values, such as a weave. */
  valueIds?: Array<number> | null | undefined;
};

export type OrderActionRefusal =
  | 'CUTTING_STARTED'
  | 'INVALID_INPUT'
  | 'INVALID_SIGNATURE'
  | 'NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'PAYMENT_MISMATCH'
  | 'TRACKING_REQUIRED';

export type OrderStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'IN_TAILORING'
  | 'PAYMENT_FAILED'
  | 'PENDING_PAYMENT'
  | 'PLACED'
  | 'QUALITY_CHECK'
  | 'SHIPPED';

export type PaymentMethod =
  | 'COD'
  | 'RAZORPAY'
  | 'TEST_GATEWAY';

export type PaymentStatus =
  | 'COD_DUE'
  | 'EXPIRED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED'
  | 'REFUND_DUE';

export type PlaceOrderInput = {
  addressId: string;
  /** An offer code (any case, spaces ignored). */
  code?: string | null | undefined;
  /** The total in minor units the shopper was shown: another refuses with TOTAL_CHANGED. */
  expectedTotal?: number | null | undefined;
  /** 16-64 characters of [A-Za-z0-9_-], one per checkout attempt. */
  idempotencyKey: string;
  items: Array<CartItemInput>;
  paymentMethod: PaymentMethod;
  /** Reward points to pay with: a whole number up to what is held and the cap (else POINTS_*). */
  redeemPoints?: number | null | undefined;
};

/** TOTAL_CHANGED: the total is not the one the shopper was shown (expectedTotal), or a price or the delivery address changed while the online payment was being started; nothing was placed or charged (quote again, then place). CODE_REFUSED: the typed code does not apply (the quote says why). OFFER_CHANGED: an offer ran out or ended while placing (quote again). */
export type PlaceOrderRefusal =
  | 'ADDRESS_NOT_FOUND'
  | 'CODE_REFUSED'
  | 'COD_LIMIT'
  | 'EMPTY_CART'
  | 'INVALID_KEY'
  | 'INVALID_QUANTITY'
  | 'OFFER_CHANGED'
  | 'OUT_OF_STOCK'
  | 'OVER_LIMIT'
  | 'PAYMENT_METHOD_UNAVAILABLE'
  | 'POINTS_INVALID'
  | 'POINTS_OVER_BALANCE'
  | 'POINTS_OVER_CAP'
  | 'PRODUCT_UNAVAILABLE'
  | 'TAILORING_INVALID'
  | 'TOO_MANY_COD'
  | 'TOO_MANY_ITEMS'
  | 'TOO_MANY_PENDING'
  | 'TOTAL_CHANGED';

export type ProductCreateRefusal =
  | 'DESCRIPTION_TOO_LONG'
  | 'IMAGE_REQUIRED'
  | 'INVALID_SLUG'
  | 'INVALID_STEP'
  | 'INVALID_TEXT'
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'NEGATIVE_STOCK'
  | 'PRICE_ABOVE_MRP'
  | 'PRICE_NOT_POSITIVE'
  | 'PRICE_TOO_HIGH'
  | 'SLUG_TAKEN'
  | 'STOCK_NOT_IN_STEPS'
  | 'STOCK_TOO_HIGH'
  | 'TOO_MANY_IMAGES'
  | 'UNKNOWN_CATEGORY'
  | 'UNKNOWN_IMAGE';

export type ProductEditRefusal =
  | 'DESCRIPTION_TOO_LONG'
  | 'IMAGE_REQUIRED'
  | 'INVALID_SLUG'
  | 'INVALID_TEXT'
  | 'NAME_REQUIRED'
  | 'NAME_TOO_LONG'
  | 'NEGATIVE_STOCK'
  | 'NOT_FOUND'
  | 'PRICE_ABOVE_MRP'
  | 'PRICE_NOT_POSITIVE'
  | 'PRICE_TOO_HIGH'
  | 'SLUG_TAKEN'
  | 'STALE'
  | 'STOCK_NOT_IN_STEPS'
  | 'STOCK_TOO_HIGH'
  | 'TOO_MANY_IMAGES'
  | 'UNKNOWN_ATTRIBUTE_VALUE'
  | 'UNKNOWN_CATEGORY'
  | 'UNKNOWN_COLLECTION'
  | 'UNKNOWN_IMAGE';

export type ProductFilter = {
  /** All attributes must match; values within one are alternatives. */
  attributes?: Array<AttributeFilter> | null | undefined;
  /** Category slug; includes its sub-categories. */
  category?: string | null | undefined;
  collection?: string | null | undefined;
  inStock?: boolean | null | undefined;
  kind?: ProductKind | null | undefined;
  /** Minor units. */
  maxPrice?: number | null | undefined;
  /** Minor units. */
  minPrice?: number | null | undefined;
  search?: string | null | undefined;
};

export type ProductKind =
  | 'FABRIC'
  | 'SAREE'
  | 'SERVICE';

export type ProductSort =
  | 'DISCOUNT'
  | 'FEATURED'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC'
  | 'RELEVANCE';

export type RefundRefusal =
  | 'ALREADY_REFUNDED'
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'NOT_REFUND_DUE'
  | 'PROVIDER_FAILED'
  | 'REFERENCE_REQUIRED'
  | 'TOO_LARGE';

export type ReviewHideRefusal =
  | 'NOT_FOUND'
  | 'REASON_INVALID'
  | 'REASON_REQUIRED'
  | 'SAMPLE';

/** Why a review was not saved (nothing changed); the browser translates each. */
export type ReviewRefusal =
  | 'BODY_INVALID'
  | 'BODY_TOO_LONG'
  | 'NOT_DELIVERED'
  | 'NOT_YOURS'
  | 'PHOTO_UNKNOWN'
  | 'RATING_OUT_OF_RANGE'
  | 'TITLE_INVALID'
  | 'TITLE_REQUIRED'
  | 'TITLE_TOO_LONG'
  | 'TOO_MANY';

export type ReviewStatusFilter =
  | 'HIDDEN'
  | 'VISIBLE';

export type RewardEntryKind =
  | 'EARN'
  | 'EXPIRE'
  | 'REDEEM'
  | 'REVERSE'
  | 'SIGNUP';

export type RoleChangeRefusal =
  | 'NOT_FOUND'
  | 'NO_LONGER_ADMIN'
  | 'OWN_ADMIN_ROLE';

export type SaleUnit =
  | 'METRE'
  | 'PIECE';

export type SendEnquiryInput = {
  /** bridal, saree, blouse, tailoring, fabric or other. */
  interest: string;
  /** Up to 2000 characters; line breaks kept. */
  message: string;
  name: string;
  phone: string;
  /** anytime, morning, afternoon or evening. */
  preferredTime: string;
  /** Leave empty (a field people never see). */
  website?: string | null | undefined;
};

export type SendOtpRefusal =
  | 'INVALID_PHONE'
  | 'SMS_FAILED'
  | 'TOO_MANY'
  | 'TOO_SOON';

export type StaffRole =
  | 'admin'
  | 'designer';

export type StockState =
  | 'IN_STOCK'
  | 'LOW_STOCK'
  | 'MADE_TO_ORDER'
  | 'OUT_OF_STOCK';

export type StorefrontItemKind =
  | 'BANNER'
  | 'TRUST_BADGE';

/** STALE: changed by someone else since you read it; UNKNOWN_LINK: the button must lead to a page of this store that exists. */
export type StorefrontRefusal =
  | 'EMPTY_NAME'
  | 'INVALID_DISCOUNT'
  | 'INVALID_POSITION'
  | 'INVALID_SLUG'
  | 'INVALID_TEXT'
  | 'NOT_FOUND'
  | 'SLUG_TAKEN'
  | 'STALE'
  | 'TOO_LONG'
  | 'UNKNOWN_ICON'
  | 'UNKNOWN_IMAGE'
  | 'UNKNOWN_LINK';

/** STALE: someone moved or changed the line since you saw it (the answer carries it as it is now). NO_FIGURES: the line waits for figures taken on a call; record them first. */
export type TailoringAdvanceRefusal =
  | 'LAST_STAGE'
  | 'NOT_FOUND'
  | 'NOT_NEXT_STAGE'
  | 'NO_FIGURES'
  | 'ORDER_NOT_CONFIRMED'
  | 'STALE';

/** Why measurements can no longer change: the order is closed, cutting started, or 24 h since confirmation passed. */
export type TailoringChangeClosed =
  | 'CUTTING_STARTED'
  | 'ORDER_CLOSED'
  | 'WINDOW_CLOSED';

export type TailoringChangeRefusal =
  | 'CUTTING_STARTED'
  | 'GARMENT_MISMATCH'
  | 'INVALID_INPUT'
  | 'INVALID_MEASUREMENT'
  | 'NOT_FOUND'
  | 'NO_FIGURES'
  | 'ORDER_CLOSED'
  | 'PROFILE_INCOMPLETE'
  | 'PROFILE_NOT_FOUND'
  | 'STALE'
  | 'WINDOW_CLOSED';

/** A tailoring line: option codes (priced by the server), the line it is made from, or own fabric, and its measurements. */
export type TailoringChoiceInput = {
  /** The product id of a saree or fabric line of the same cart. */
  attachTo?: string | null | undefined;
  measurement?: MeasurementChoiceInput | null | undefined;
  options: Array<string>;
  ownFabric?: boolean | null | undefined;
};

/** STALE: the line changed since you saw it. NOT_AWAITING: the line has a saved profile, or cutting started. INVALID_MEASUREMENT: see `errors`. */
export type TailoringFiguresRefusal =
  | 'INVALID_MEASUREMENT'
  | 'NOT_AWAITING'
  | 'NOT_FOUND'
  | 'STALE';

export type TailoringGarment =
  | 'BLOUSE'
  | 'KURTA'
  | 'LEHENGA'
  | 'PETTICOAT'
  | 'PRE_DRAPED'
  | 'SALWAR';

/** What an attached service is made from: a saree with a blouse piece or a fabric, a saree, or a fabric. */
export type TailoringMaterial =
  | 'BLOUSE_PIECE_OR_FABRIC'
  | 'FABRIC'
  | 'SAREE';

export type TailoringMeasurementKind =
  | 'DESIGNER_CALL'
  | 'PROFILE'
  | 'SEND_BLOUSE';

export type TailoringOptionGroupInput = {
  expectedVersion: number;
  id: string;
  name: TextInLanguagesInput;
  position: number;
  required: boolean;
};

export type TailoringOptionInput = {
  active: boolean;
  code?: string | null | undefined;
  expectedVersion?: number | null | undefined;
  groupId?: string | null | undefined;
  /** Empty to create (then `groupId` and `code`). */
  id?: string | null | undefined;
  name: TextInLanguagesInput;
  position: number;
  /** Paise, 0 or more. */
  priceMinor: number;
};

/** STALE: changed by someone else since you read it; LAST_REQUIRED_OPTION: a required group must keep one active option. */
export type TailoringOptionRefusal =
  | 'DUPLICATE_CODE'
  | 'DUPLICATE_NAME'
  | 'EMPTY_NAME'
  | 'INVALID_CODE'
  | 'INVALID_POSITION'
  | 'INVALID_PRICE'
  | 'INVALID_TEXT'
  | 'LAST_REQUIRED_OPTION'
  | 'NEGATIVE_PRICE'
  | 'NOT_FOUND'
  | 'STALE'
  | 'TOO_LONG';

export type TailoringProblem =
  | 'ATTACHED_LINE_NOT_IN_CART'
  | 'ATTACHMENT_MISSING'
  | 'CANNOT_ATTACH_TO_THIS'
  | 'IMPOSSIBLE_COMBINATION'
  | 'MEASUREMENT_MISSING'
  | 'MISSING_REQUIRED'
  | 'NOT_A_SERVICE'
  | 'NOT_ENOUGH_FABRIC'
  | 'NO_BLOUSE_PIECE'
  | 'ONE_PER_GROUP'
  | 'OPTION_OF_ANOTHER_SERVICE'
  | 'PROFILE_GARMENT_MISMATCH'
  | 'PROFILE_INCOMPLETE'
  | 'PROFILE_NOT_FOUND'
  | 'TOO_MANY_OPTIONS'
  | 'UNKNOWN_OPTION';

export type TailoringStage =
  | 'AWAITING_MEASUREMENTS'
  | 'CUTTING'
  | 'FINISHING'
  | 'MEASUREMENTS_CONFIRMED'
  | 'READY_TO_SHIP'
  | 'STITCHING';

/** STALE: changed by someone else since you read it; IN_USE: `usedBy` says what; ROOT_FIXED: the top-level categories are the store’s listing pages. */
export type TaxonomyRefusal =
  | 'CYCLE'
  | 'EMPTY_NAME'
  | 'INVALID_POSITION'
  | 'INVALID_SLUG'
  | 'INVALID_TEXT'
  | 'IN_USE'
  | 'NOT_FOUND'
  | 'PARENT_NOT_FOUND'
  | 'ROOT_FIXED'
  | 'SLUG_TAKEN'
  | 'STALE'
  | 'TOO_LONG';

export type TestPaymentOutcome =
  | 'ABANDON'
  | 'FAIL'
  | 'SUCCESS';

/** UNAVAILABLE: there is no test gateway (live mode). NOT_FOUND: no such payment of yours. NOT_PENDING: already finished. */
export type TestPaymentRefusal =
  | 'NOT_FOUND'
  | 'NOT_PENDING'
  | 'UNAVAILABLE';

/** English is required; Hindi and Arabic left empty fall back to it. */
export type TextInLanguagesInput = {
  ar?: string | null | undefined;
  en: string;
  hi?: string | null | undefined;
};

export type TrustBadgeInput = {
  description: TextInLanguagesInput;
  expectedVersion?: number | null | undefined;
  icon: string;
  /** Empty to create. */
  id?: string | null | undefined;
  position: number;
  slug: string;
  title: TextInLanguagesInput;
};

export type VerifyOtpRefusal =
  | 'INVALID_PHONE'
  | 'OTP_EXPIRED'
  | 'OTP_INVALID'
  | 'OTP_LOCKED';

export type WishlistEntryInput = {
  productId: string;
  /** Whether it could be bought when hearted. */
  seenInStock?: boolean | null | undefined;
  /** The price (minor units) the browser showed when the product was hearted; kept only if the product could have had it (at most its MRP), to say later that the price dropped. */
  seenPrice?: number | null | undefined;
};

/** UNKNOWN_PRODUCT: no product on sale has that id. TOO_MANY: a list holds at most 200 products. The browser translates the code. */
export type WishlistError =
  | 'TOO_MANY'
  | 'UNKNOWN_PRODUCT';

export type WorkingRangeInput = {
  endMinute: number;
  startMinute: number;
  weekday: number;
};

export type AccountOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOrdersQuery = { myOrders: Array<{ number: string, status: OrderStatus, createdAt: string, itemCount: number, hasTailoring: boolean, total: { amount: number, currency: string }, items: Array<{ name: string }>, tailoringLines: Array<{ id: string, stage: TailoringStage, stageChangedAt: string, service: { name: string } | null, garment: { name: string } | null }> }> };

export type AccountOrderUpdatedSubscriptionVariables = Exact<{
  number: string;
}>;


export type AccountOrderUpdatedSubscription = { orderUpdated: { number: string, status: OrderStatus, tailoringLines: Array<{ id: string, stage: TailoringStage, stageChangedAt: string, service: { name: string } | null, garment: { name: string } | null }> } };

export type AccountRewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountRewardsQuery = { myRewards: { balance: number, expiringSoon: { points: number, on: string } | null } };

export type AccountWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountWishlistQuery = { myWishlist: Array<{ productId: string, available: boolean, backInStock: boolean, priceDropped: boolean, product: { id: string, name: string } | null }> };

export type UpdateProfileMutationVariables = Exact<{
  name: string;
  email?: string | null | undefined;
}>;


export type UpdateProfileMutation = { updateProfile: { ok: boolean, errors: Array<{ field: string, code: FieldErrorCode }>, user: { id: string, name: string | null, email: string | null } | null } };

export type SendOtpMutationVariables = Exact<{
  phone: string;
}>;


export type SendOtpMutation = { userservice: { sendOtp: { ok: boolean, phone: string | null, refusal: SendOtpRefusal | null, retryAfterSeconds: number | null, resendAfterSeconds: number | null } } };

export type VerifyOtpMutationVariables = Exact<{
  phone: string;
  code: string;
}>;


export type VerifyOtpMutation = { userservice: { verifyOtp: { ok: boolean, refusal: VerifyOtpRefusal | null, attemptsLeft: number | null, id_token: string | null, refresh_token: string | null, expires_in: number | null, is_new_user: boolean | null } } };

export type LogoutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;


export type LogoutMutation = { userservice: { logout: boolean } };

export type ProfilePreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePreferencesQuery = { me: { id: string, phone: string, email: string | null, emailVerifiedAt: string | null, locale: string | null, channels: Array<string>, quietStart: number | null, quietEnd: number | null, timeZone: string | null, wishlistAlerts: boolean } | null };

export type RequestEmailCodeMutationVariables = Exact<{
  email: string;
}>;


export type RequestEmailCodeMutation = { requestEmailCode: { ok: boolean, refusal: ContactCodeRefusal | null } };

export type ConfirmEmailMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { ok: boolean, refusal: ContactConfirmRefusal | null } };

export type RequestPhoneCodeMutationVariables = Exact<{
  phone: string;
}>;


export type RequestPhoneCodeMutation = { requestPhoneCode: { ok: boolean, refusal: ContactCodeRefusal | null } };

export type ConfirmPhoneMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmPhoneMutation = { confirmPhone: { ok: boolean, refusal: ContactConfirmRefusal | null } };

export type UpdatePreferencesMutationVariables = Exact<{
  locale: string;
  channels: Array<string> | string;
  quietStart?: number | null | undefined;
  quietEnd?: number | null | undefined;
  timeZone?: string | null | undefined;
  wishlistAlerts?: boolean | null | undefined;
}>;


export type UpdatePreferencesMutation = { updatePreferences: { ok: boolean, errors: Array<{ field: string, code: FieldErrorCode }> } };

export type RequestDeletionCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDeletionCodeMutation = { requestAccountDeletionCode: { ok: boolean, refusal: DeletionCodeRefusal | null } };

export type DeleteAccountMutationVariables = Exact<{
  code: string;
  confirm: boolean;
}>;


export type DeleteAccountMutation = { deleteAccount: { ok: boolean, refusal: DeleteAccountRefusal | null } };

export type AddressFieldsFragment = { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean };

export type MyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressesQuery = { myAddresses: Array<{ id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }> };

export type SaveAddressMutationVariables = Exact<{
  id?: string | null | undefined;
  input: AddressInput;
}>;


export type SaveAddressMutation = { saveAddress: { ok: boolean, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean } | null, errors: Array<{ field: string, code: FieldErrorCode }> } };

export type DeleteAddressMutationVariables = Exact<{
  id: string;
}>;


export type DeleteAddressMutation = { deleteAddress: boolean };

export type SetDefaultAddressMutationVariables = Exact<{
  id: string;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress: { id: string, isDefault: boolean } | null };

export type AdminTaxonomyQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTaxonomyQuery = { adminCategories: Array<{ id: string, slug: string, parentId: string | null, position: number, version: number, productCount: number, childCount: number, name: { en: string, hi: string | null, ar: string | null }, description: { en: string, hi: string | null, ar: string | null } }>, adminCollections: Array<{ id: string, slug: string, position: number, version: number, productCount: number, name: { en: string, hi: string | null, ar: string | null }, description: { en: string, hi: string | null, ar: string | null } }> };

export type SaveCategoryMutationVariables = Exact<{
  input: CategoryInput;
}>;


export type SaveCategoryMutation = { saveCategory: { ok: boolean, refusal: TaxonomyRefusal | null, usedBy: { products: number, categories: number } | null } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
  expectedVersion: number;
}>;


export type DeleteCategoryMutation = { deleteCategory: { ok: boolean, refusal: TaxonomyRefusal | null, usedBy: { products: number, categories: number } | null } };

export type SaveCollectionMutationVariables = Exact<{
  input: CollectionInput;
}>;


export type SaveCollectionMutation = { saveCollection: { ok: boolean, refusal: TaxonomyRefusal | null, usedBy: { products: number, categories: number } | null } };

export type DeleteCollectionMutationVariables = Exact<{
  id: string;
  expectedVersion: number;
}>;


export type DeleteCollectionMutation = { deleteCollection: { ok: boolean, refusal: TaxonomyRefusal | null, usedBy: { products: number, categories: number } | null } };

export type AdminStorefrontQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStorefrontQuery = { adminBanners: Array<{ id: string, slug: string, position: number, version: number, buttonLink: string, imageKey: string, discount: number | null, active: boolean, title: { en: string, hi: string | null, ar: string | null }, description: { en: string, hi: string | null, ar: string | null }, buttonText: { en: string, hi: string | null, ar: string | null } }>, adminTrustBadges: Array<{ id: string, slug: string, position: number, version: number, icon: string, title: { en: string, hi: string | null, ar: string | null }, description: { en: string, hi: string | null, ar: string | null } }> };

export type SaveBannerMutationVariables = Exact<{
  input: BannerInput;
}>;


export type SaveBannerMutation = { saveBanner: { ok: boolean, refusal: StorefrontRefusal | null } };

export type SaveTrustBadgeMutationVariables = Exact<{
  input: TrustBadgeInput;
}>;


export type SaveTrustBadgeMutation = { saveTrustBadge: { ok: boolean, refusal: StorefrontRefusal | null } };

export type DeleteStorefrontItemMutationVariables = Exact<{
  kind: StorefrontItemKind;
  id: string;
  expectedVersion: number;
}>;


export type DeleteStorefrontItemMutation = { deleteStorefrontItem: { ok: boolean, refusal: StorefrontRefusal | null } };

export type AdminServicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminServicesQuery = { adminTailoringServices: Array<{ productId: string, slug: string, name: { en: string, hi: string | null, ar: string | null }, groups: Array<{ id: string, code: string, required: boolean, multiple: boolean, position: number, version: number, name: { en: string, hi: string | null, ar: string | null }, options: Array<{ id: string, code: string, priceMinor: number, position: number, active: boolean, version: number, name: { en: string, hi: string | null, ar: string | null } }> }> }> };

export type SaveOptionGroupMutationVariables = Exact<{
  input: TailoringOptionGroupInput;
}>;


export type SaveOptionGroupMutation = { saveTailoringOptionGroup: { ok: boolean, refusal: TailoringOptionRefusal | null } };

export type SaveOptionMutationVariables = Exact<{
  input: TailoringOptionInput;
}>;


export type SaveOptionMutation = { saveTailoringOption: { ok: boolean, refusal: TailoringOptionRefusal | null } };

export type ChangeTrailQueryVariables = Exact<{
  entity: string;
  entityId: string;
}>;


export type ChangeTrailQuery = { auditTrail: Array<{ id: string, actorId: string | null, actorRole: string, action: string, before: string | null, after: string | null, at: string }> };

export type AdminOrderSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: OrderStatus | null | undefined;
  paymentStatus?: PaymentStatus | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminOrderSearchQuery = { adminOrderSearch: { total: number, totalCapped: boolean, orders: Array<{ id: string, number: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, createdAt: string, total: { amount: number, currency: string }, address: { name: string, phone: string, city: string } }> } };

export type AdminOrderQueryVariables = Exact<{
  number: string;
}>;


export type AdminOrderQuery = { order: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, refunds: Array<{ id: string, status: string, reference: string, providerRefundId: string | null, createdAt: string, amount: { amount: number, currency: string } }>, events: Array<{ actorName: string | null, status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }>, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }> } | null, auditTrail: Array<{ id: string, actorName: string | null, actorRole: string, action: string, before: string | null, after: string | null, at: string }> };

export type SettleRefundMutationVariables = Exact<{
  number: string;
  reference?: string | null | undefined;
}>;


export type SettleRefundMutation = { settleRefund: { ok: boolean, pending: boolean, refusal: RefundRefusal | null } };

export type CartCheckQueryVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
}>;


export type CartCheckQuery = { cartCheck: { ok: boolean, itemCount: number, subtotal: { amount: number, currency: string }, lines: Array<{ id: string, key: string, qty: number, available: number | null, problem: CartLineProblem | null, tailoring: { extraDays: number, metresNeeded: number, garment: TailoringGarment | null, attachTo: string | null, ownFabric: boolean, problem: TailoringProblem | null, problemDetail: string | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, optionsPrice: { amount: number, currency: string }, measurement: { kind: MeasurementChoiceKind, profileId: string | null } | null } | null, previousPrice: { amount: number, currency: string } | null, unitPrice: { amount: number, currency: string } | null, lineTotal: { amount: number, currency: string } | null, product: { id: string, slug: string, sku: string, kind: ProductKind, unit: SaleUnit, name: string, maxOrderQuantity: number, step: number, stockState: StockState, turnaroundDays: number | null, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } } | null }> } };

export type SyncCartMutationVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
  merge: boolean;
}>;


export type SyncCartMutation = { syncCart: Array<{ id: string, qty: number, key: string | null, tailoring: { options: Array<string>, attachTo: string | null, ownFabric: boolean, measurement: { kind: MeasurementChoiceKind, profileId: string | null } | null } | null }> };

export type AdminProductFieldsFragment = { id: string, version: number, slug: string, sku: string, kind: ProductKind, priceMinor: number, mrpMinor: number, stock: number | null, step: number, active: boolean, updatedAt: string, names: { en: string, hi: string, ar: string }, descriptions: { en: string, hi: string, ar: string } };

export type AdminProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  kind?: ProductKind | null | undefined;
  published?: boolean | null | undefined;
  lowStock?: boolean | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminProductsQuery = { adminProducts: { total: number, lowStockThreshold: number, items: Array<{ id: string, version: number, slug: string, sku: string, kind: ProductKind, priceMinor: number, mrpMinor: number, stock: number | null, step: number, active: boolean, updatedAt: string, names: { en: string, hi: string, ar: string }, descriptions: { en: string, hi: string, ar: string } }> } };

export type AdminProductQueryVariables = Exact<{
  id: number;
  entityId: string;
}>;


export type AdminProductQuery = { adminProduct: { categoryId: number, collectionIds: Array<number>, attributeValueIds: Array<number>, imageKeys: Array<string>, id: string, version: number, slug: string, sku: string, kind: ProductKind, priceMinor: number, mrpMinor: number, stock: number | null, step: number, active: boolean, updatedAt: string, names: { en: string, hi: string, ar: string }, descriptions: { en: string, hi: string, ar: string } } | null, auditTrail: Array<{ id: string, actorRole: string, action: string, before: string | null, after: string | null, at: string }> };

export type EditProductMutationVariables = Exact<{
  id: number;
  version: number;
  slug: string;
  names: LocalizedTextInput;
  descriptions: LocalizedTextInput;
  priceMinor: number;
  mrpMinor: number;
  stock?: number | null | undefined;
  active: boolean;
  imageKeys?: Array<string> | string | null | undefined;
  categoryId?: number | null | undefined;
  collectionIds?: Array<number> | number | null | undefined;
  attributeValueIds?: Array<number> | number | null | undefined;
}>;


export type EditProductMutation = { editProduct: { ok: boolean, refusal: ProductEditRefusal | null, product: { categoryId: number, collectionIds: Array<number>, attributeValueIds: Array<number>, imageKeys: Array<string>, id: string, version: number, slug: string, sku: string, kind: ProductKind, priceMinor: number, mrpMinor: number, stock: number | null, step: number, active: boolean, updatedAt: string, names: { en: string, hi: string, ar: string }, descriptions: { en: string, hi: string, ar: string } } | null } };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { adminCategories: Array<{ id: string, slug: string, parentId: string | null, name: { en: string, hi: string | null, ar: string | null } }> };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { ok: boolean, refusal: ProductCreateRefusal | null, product: { id: string } | null } };

export type ProductPlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductPlacesQuery = { adminCategories: Array<{ id: string, slug: string, parentId: string | null, name: { en: string, hi: string | null, ar: string | null } }>, adminCollections: Array<{ id: string, name: { en: string, hi: string | null, ar: string | null } }>, adminAttributes: Array<{ id: number, code: string, name: { en: string, hi: string, ar: string }, values: Array<{ id: number, name: { en: string, hi: string, ar: string } }> }> };

export type ProductCardFieldsFragment = { id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null };

export type ProductListingQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}>;


export type ProductListingQuery = { products: { total: number, page: number, perPage: number, pageCount: number, sort: ProductSort, search: string | null, notices: Array<ListingNotice>, inStockCount: number, price: { min: { amount: number, currency: string }, max: { amount: number, currency: string } } | null, facets: Array<{ attribute: { id: string, code: string, name: string }, values: Array<{ count: number, selected: boolean, value: { id: string, slug: string, name: string } }> }>, items: Array<{ id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null }> } };

export type ProductPageQueryVariables = Exact<{
  slug: string;
}>;


export type ProductPageQuery = { product: { description: string, care: string, turnaroundDays: number | null, maxOrderQuantity: number, step: number, updatedAt: string, id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, images: Array<{ src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }>, category: { slug: string, name: string, parent: { slug: string, name: string } | null }, attributes: Array<{ attribute: { code: string, name: string }, values: Array<{ slug: string, name: string }> }>, collections: Array<{ slug: string, name: string }>, deliveryEstimate: { earliest: string, latest: string, dispatchDays: number } | null, shopperRating: { average: number, count: number }, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null } | null };

export type ProductExtrasQueryVariables = Exact<{
  slug: string;
}>;


export type ProductExtrasQuery = { product: { id: string, rating: { average: number, count: number }, reviews: { histogram: Array<{ rating: number, count: number }>, items: Array<{ id: string, author: string, rating: number, title: string, body: string, sample: boolean, verifiedPurchase: boolean, createdAt: string, photo: { srcSetAvif: string, srcSetWebp: string, src: string, width: number, height: number } | null }> }, related: Array<{ id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null }> } | null };

export type CategoryHeadQueryVariables = Exact<{
  slug: string;
}>;


export type CategoryHeadQuery = { category: { id: string, slug: string, name: string, description: string, image: { src: string } | null, children: Array<{ id: string, slug: string, name: string }> } | null };

export type CategoryIndexQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoryIndexQuery = { categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null, children: Array<{ id: string, slug: string, name: string, description: string }> }> };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { runningSales: Array<{ id: string, title: string, endsAt: string | null, percent: number | null, link: string | null, amountOff: { amount: number } | null }>, banners: Array<{ id: string, slug: string, title: string, description: string, buttonText: string, buttonLink: string, discount: number | null, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } }>, trustBadges: Array<{ id: string, slug: string, icon: string, title: string, description: string }>, categories: Array<{ id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }> };

export type CollectionPageQueryVariables = Exact<{
  slug: string;
}>;


export type CollectionPageQuery = { collection: { id: string, slug: string, name: string, description: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, collections: Array<{ id: string, slug: string, name: string }> };

export type SitemapQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapQuery = { categories: Array<{ slug: string, children: Array<{ slug: string }> }>, catalogueIndex: { products: Array<{ slug: string, updatedAt: string }>, collections: Array<{ slug: string, updatedAt: string }> } };

export type ContactPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPageQuery = { store: { name: string, email: string, whatsappNumber: string } };

export type CheckoutQuoteQueryVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
  addressId: string;
  redeemPoints?: number | null | undefined;
  code?: string | null | undefined;
}>;


export type CheckoutQuoteQuery = { checkoutQuote: { ok: boolean, zone: string, tailoringDays: number, paymentMethods: Array<PaymentMethod>, refusal: PlaceOrderRefusal | null, offerDiscount: { amount: number, currency: string }, offers: { code: string | null, codeRefusal: OfferCodeRefusal | null, goodsDiscount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string }, applied: Array<{ id: string, title: string, code: string | null, endsAt: string | null, discount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string } }>, lines: Array<{ key: string, discount: { amount: number, currency: string } }> }, points: { held: number, cap: number, used: number, percent: number, discount: { amount: number, currency: string } }, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, total: { amount: number, currency: string }, freeDeliveryThreshold: { amount: number, currency: string } | null, codLimit: { amount: number, currency: string } | null, estimatedDelivery: { earliest: string, latest: string }, lines: Array<{ id: string, key: string, qty: number, problem: CartLineProblem | null, available: number | null, tailoring: { extraDays: number, metresNeeded: number, garment: TailoringGarment | null, attachTo: string | null, ownFabric: boolean, problem: TailoringProblem | null, problemDetail: string | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, optionsPrice: { amount: number, currency: string }, measurement: { kind: MeasurementChoiceKind, profileId: string | null } | null } | null, unitPrice: { amount: number, currency: string } | null, lineTotal: { amount: number, currency: string } | null, product: { id: string, slug: string, sku: string, kind: ProductKind, unit: SaleUnit, name: string, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } } | null }> } };

export type PlaceOrderMutationVariables = Exact<{
  input: PlaceOrderInput;
}>;


export type PlaceOrderMutation = { placeOrder: { ok: boolean, refusal: PlaceOrderRefusal | null, order: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> } | null, problems: Array<{ id: string, key: string, problem: CartLineProblem | null, available: number | null, product: { name: string } | null, tailoring: { problem: TailoringProblem | null, problemDetail: string | null } | null }>, payment: { method: PaymentMethod, redirectUrl: string | null, razorpay: { keyId: string, orderId: string, amount: number, currency: string } | null } | null } };

export type ConsultationFieldsFragment = { id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean };

export type ConsultationSlotsQueryVariables = Exact<{
  timeZone: string;
  durationMinutes: number;
}>;


export type ConsultationSlotsQuery = { consultationSlots: { ok: boolean, refusal: ConsultationRefusal | null, timeZone: string | null, days: Array<{ date: string, starts: Array<string> }> } };

export type BookConsultationMutationVariables = Exact<{
  input: BookConsultationInput;
}>;


export type BookConsultationMutation = { bookConsultation: { ok: boolean, refusal: ConsultationRefusal | null, consultation: { id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean } | null } };

export type RescheduleConsultationMutationVariables = Exact<{
  id: string;
  startsAt: string;
  timeZone: string;
}>;


export type RescheduleConsultationMutation = { rescheduleConsultation: { ok: boolean, refusal: ConsultationRefusal | null, consultation: { id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean } | null } };

export type CancelConsultationMutationVariables = Exact<{
  id: string;
}>;


export type CancelConsultationMutation = { cancelConsultation: { ok: boolean, refusal: ConsultationRefusal | null, consultation: { id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean } | null } };

export type MyConsultationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyConsultationsQuery = { myConsultations: Array<{ id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean }> };

export type DesignerDayQueryVariables = Exact<{
  designerId?: string | null | undefined;
}>;


export type DesignerDayQuery = { designerDay: Array<{ designerId: string, shopperName: string | null, shopperPhone: string, consultation: { id: string, startsAt: string, endsAt: string, durationMinutes: number, topic: ConsultationTopic, channel: ConsultationChannel, status: ConsultationStatus, timeZone: string, orderNumber: string | null, notes: string | null, designerName: string, canChange: boolean }, shopperOrders: Array<{ number: string, status: OrderStatus, createdAt: string, hasTailoring: boolean, items: Array<{ name: string, qty: number, kind: ProductKind }> }>, tailoringLines: Array<{ id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } }> }> };

export type ConsultationDesignersQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsultationDesignersQuery = { consultationDesigners: Array<{ id: string, displayName: string }> };

export type RecordConsultationOutcomeMutationVariables = Exact<{
  id: string;
  outcome: ConsultationOutcome;
  notes?: string | null | undefined;
}>;


export type RecordConsultationOutcomeMutation = { recordConsultationOutcome: { ok: boolean, refusal: ConsultationRefusal | null } };

export type DesignerSettingsQueryVariables = Exact<{
  designerId?: string | null | undefined;
}>;


export type DesignerSettingsQuery = { designerSettings: { designerId: string, displayName: string, timeZone: string | null, storeTimeZone: string, lengths: Array<number>, daysOff: Array<string>, hours: Array<{ weekday: number, startMinute: number, endMinute: number }> } };

export type SaveDesignerSettingsMutationVariables = Exact<{
  designerId?: string | null | undefined;
  input: DesignerSettingsInput;
}>;


export type SaveDesignerSettingsMutation = { saveDesignerSettings: { ok: boolean, refusal: ConsultationRefusal | null, field: string | null } };

export type CurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyRatesQuery = { currencyRates: Array<{ code: string, inrPerUnit: number, asOf: string, version: number }> };

export type SetDisplayCurrencyMutationVariables = Exact<{
  code: string;
}>;


export type SetDisplayCurrencyMutation = { setDisplayCurrency: { ok: boolean, displayCurrency: string | null, refusal: CurrencyRefusal | null } };

export type AdminCurrencyRatesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrencyRatesQuery = { adminCurrencyRates: Array<{ code: string, inrPerUnit: number, asOf: string, version: number, updatedAt: string, updatedByName: string | null }> };

export type UpdateCurrencyRateMutationVariables = Exact<{
  code: string;
  inrPerUnit: number;
  asOf: string;
  expectedVersion: number;
}>;


export type UpdateCurrencyRateMutation = { updateCurrencyRate: { ok: boolean, refusal: CurrencyRefusal | null, rate: { code: string, inrPerUnit: number, asOf: string, version: number } | null } };

export type CustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type CustomersQuery = { customers: { total: number, customers: Array<{ id: string, phone: string, name: string | null, email: string | null, roles: Array<string>, createdAt: string }> } };

export type CustomerQueryVariables = Exact<{
  id: string;
  entityId: string;
}>;


export type CustomerQuery = { customer: { id: string, phone: string, name: string | null, email: string | null, roles: Array<string>, createdAt: string, orders: Array<{ number: string, status: string, paymentStatus: string, totalMinor: number, currency: string, createdAt: string }>, addresses: Array<{ id: string, name: string, line1: string, city: string, postalCode: string }>, measurementProfiles: Array<{ id: string, name: string, garment: string }>, consultations: Array<{ id: string, topic: string, status: string, startsAt: string }>, enquiries: Array<{ id: string, interest: string, status: string, message: string, createdAt: string }> } | null, auditTrail: Array<{ id: string, actorId: string | null, actorName: string | null, actorRole: string, action: string, before: string | null, after: string | null, at: string }> };

export type SetStaffRoleMutationVariables = Exact<{
  userId: string;
  role: StaffRole;
  granted: boolean;
}>;


export type SetStaffRoleMutation = { setStaffRole: { ok: boolean, code: RoleChangeRefusal | null, customer: { id: string, roles: Array<string> } | null } };

export type StaffDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDashboardQuery = { staffDashboard: { day: string, consultationsToday: number, newEnquiries: number, tailoring: Array<{ stage: string, count: number }>, admin: { ordersToday: number, ordersTodayMinor: number, takingsTodayMinor: number, toConfirm: number, toShip: number, refundsDue: number, lowStock: number, lowStockThreshold: number } | null } };

export type EnquiryFieldsFragment = { id: string, name: string, phone: string, interest: EnquiryInterest, preferredTime: EnquiryPreferredTime, message: string, status: EnquiryStatus, reply: string | null, repliedAt: string | null, createdAt: string };

export type SendEnquiryMutationVariables = Exact<{
  input: SendEnquiryInput;
}>;


export type SendEnquiryMutation = { sendEnquiry: { ok: boolean, code: string | null, field: string | null, retryAfterSeconds: number | null } };

export type MyEnquiriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEnquiriesQuery = { myEnquiries: Array<{ id: string, name: string, phone: string, interest: EnquiryInterest, preferredTime: EnquiryPreferredTime, message: string, status: EnquiryStatus, reply: string | null, repliedAt: string | null, createdAt: string }> };

export type StaffEnquiriesQueryVariables = Exact<{
  status?: EnquiryStatus | null | undefined;
}>;


export type StaffEnquiriesQuery = { staffEnquiries: Array<{ id: string, name: string, phone: string, interest: EnquiryInterest, preferredTime: EnquiryPreferredTime, message: string, status: EnquiryStatus, reply: string | null, repliedAt: string | null, createdAt: string }> };

export type UpdateEnquiryMutationVariables = Exact<{
  id: string;
  status: EnquiryStatus;
  reply?: string | null | undefined;
}>;


export type UpdateEnquiryMutation = { updateEnquiry: { ok: boolean, code: string | null, enquiry: { id: string, name: string, phone: string, interest: EnquiryInterest, preferredTime: EnquiryPreferredTime, message: string, status: EnquiryStatus, reply: string | null, repliedAt: string | null, createdAt: string } | null } };

export type ClaimableEnquiryCountQueryVariables = Exact<{ [key: string]: never; }>;


export type ClaimableEnquiryCountQuery = { claimableEnquiryCount: number };

export type ClaimEnquiriesMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimEnquiriesMutation = { claimEnquiries: { claimed: number } };

export type SetLanguageMutationVariables = Exact<{
  locale: string;
}>;


export type SetLanguageMutation = { setLanguage: { ok: boolean, locale: string | null, refusal: LanguageRefusal | null } };

export type MeasurementProfileFieldsFragment = { id: string, name: string, garment: MeasurementGarment, unit: MeasurementUnit, updatedAt: string, values: Array<{ field: string, mm: number }> };

export type MyMeasurementProfilesQueryVariables = Exact<{
  garment?: MeasurementGarment | null | undefined;
}>;


export type MyMeasurementProfilesQuery = { myMeasurementProfiles: Array<{ id: string, name: string, garment: MeasurementGarment, unit: MeasurementUnit, updatedAt: string, values: Array<{ field: string, mm: number }> }> };

export type CreateMeasurementProfileMutationVariables = Exact<{
  input: MeasurementProfileInput;
}>;


export type CreateMeasurementProfileMutation = { createMeasurementProfile: { ok: boolean, profile: { id: string, name: string, garment: MeasurementGarment, unit: MeasurementUnit, updatedAt: string, values: Array<{ field: string, mm: number }> } | null, errors: Array<{ code: MeasurementErrorCode, field: string | null }> } };

export type UpdateMeasurementProfileMutationVariables = Exact<{
  id: string;
  input: MeasurementProfileInput;
}>;


export type UpdateMeasurementProfileMutation = { updateMeasurementProfile: { ok: boolean, profile: { id: string, name: string, garment: MeasurementGarment, unit: MeasurementUnit, updatedAt: string, values: Array<{ field: string, mm: number }> } | null, errors: Array<{ code: MeasurementErrorCode, field: string | null }> } };

export type DeleteMeasurementProfileMutationVariables = Exact<{
  id: string;
}>;


export type DeleteMeasurementProfileMutation = { deleteMeasurementProfile: { ok: boolean, code: MeasurementErrorCode | null } };

export type AdminOfferFieldsFragment = { id: string, kind: OfferKind, status: OfferStatus, titleEn: string, titleHi: string | null, titleAr: string | null, startsAt: string, endsAt: string | null, priority: number, exclusive: boolean, stacksWithOffers: boolean, stacksWithReduced: boolean, stacksWithPoints: boolean, coversTailoring: boolean, effect: OfferEffectType, percent: number | null, buy: number | null, get: number | null, firstOrderOnly: boolean, signedInOnly: boolean, zones: Array<string>, maxUses: number | null, maxUsesPerShopper: number | null, code: string | null, batchCodes: number, uses: number, orders: number, version: number, amount: { amount: number, currency: string } | null, minSubtotal: { amount: number, currency: string } | null, include: { productIds: Array<number>, categoryIds: Array<number>, collectionIds: Array<number>, brandIds: Array<number>, valueIds: Array<number>, kinds: Array<string> }, budget: { amount: number, currency: string } | null, discountGiven: { amount: number, currency: string }, revenue: { amount: number, currency: string } };

export type AdminOffersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOffersQuery = { adminOffers: Array<{ id: string, kind: OfferKind, status: OfferStatus, titleEn: string, titleHi: string | null, titleAr: string | null, startsAt: string, endsAt: string | null, priority: number, exclusive: boolean, stacksWithOffers: boolean, stacksWithReduced: boolean, stacksWithPoints: boolean, coversTailoring: boolean, effect: OfferEffectType, percent: number | null, buy: number | null, get: number | null, firstOrderOnly: boolean, signedInOnly: boolean, zones: Array<string>, maxUses: number | null, maxUsesPerShopper: number | null, code: string | null, batchCodes: number, uses: number, orders: number, version: number, amount: { amount: number, currency: string } | null, minSubtotal: { amount: number, currency: string } | null, include: { productIds: Array<number>, categoryIds: Array<number>, collectionIds: Array<number>, brandIds: Array<number>, valueIds: Array<number>, kinds: Array<string> }, budget: { amount: number, currency: string } | null, discountGiven: { amount: number, currency: string }, revenue: { amount: number, currency: string } }> };

export type CreateOfferMutationVariables = Exact<{
  input: OfferInput;
}>;


export type CreateOfferMutation = { createOffer: { ok: boolean, refusal: OfferRefusal | null, offer: { id: string, kind: OfferKind, status: OfferStatus, titleEn: string, titleHi: string | null, titleAr: string | null, startsAt: string, endsAt: string | null, priority: number, exclusive: boolean, stacksWithOffers: boolean, stacksWithReduced: boolean, stacksWithPoints: boolean, coversTailoring: boolean, effect: OfferEffectType, percent: number | null, buy: number | null, get: number | null, firstOrderOnly: boolean, signedInOnly: boolean, zones: Array<string>, maxUses: number | null, maxUsesPerShopper: number | null, code: string | null, batchCodes: number, uses: number, orders: number, version: number, amount: { amount: number, currency: string } | null, minSubtotal: { amount: number, currency: string } | null, include: { productIds: Array<number>, categoryIds: Array<number>, collectionIds: Array<number>, brandIds: Array<number>, valueIds: Array<number>, kinds: Array<string> }, budget: { amount: number, currency: string } | null, discountGiven: { amount: number, currency: string }, revenue: { amount: number, currency: string } } | null } };

export type UpdateOfferMutationVariables = Exact<{
  id: string;
  expectedVersion: number;
  input: OfferInput;
}>;


export type UpdateOfferMutation = { updateOffer: { ok: boolean, refusal: OfferRefusal | null, offer: { id: string, kind: OfferKind, status: OfferStatus, titleEn: string, titleHi: string | null, titleAr: string | null, startsAt: string, endsAt: string | null, priority: number, exclusive: boolean, stacksWithOffers: boolean, stacksWithReduced: boolean, stacksWithPoints: boolean, coversTailoring: boolean, effect: OfferEffectType, percent: number | null, buy: number | null, get: number | null, firstOrderOnly: boolean, signedInOnly: boolean, zones: Array<string>, maxUses: number | null, maxUsesPerShopper: number | null, code: string | null, batchCodes: number, uses: number, orders: number, version: number, amount: { amount: number, currency: string } | null, minSubtotal: { amount: number, currency: string } | null, include: { productIds: Array<number>, categoryIds: Array<number>, collectionIds: Array<number>, brandIds: Array<number>, valueIds: Array<number>, kinds: Array<string> }, budget: { amount: number, currency: string } | null, discountGiven: { amount: number, currency: string }, revenue: { amount: number, currency: string } } | null } };

export type SetOfferStatusMutationVariables = Exact<{
  id: string;
  expectedVersion: number;
  status: OfferStatus;
}>;


export type SetOfferStatusMutation = { setOfferStatus: { ok: boolean, refusal: OfferRefusal | null } };

export type DuplicateOfferMutationVariables = Exact<{
  id: string;
}>;


export type DuplicateOfferMutation = { duplicateOffer: { ok: boolean, refusal: OfferRefusal | null } };

export type GenerateOfferCodesMutationVariables = Exact<{
  id: string;
  count: number;
  prefix?: string | null | undefined;
}>;


export type GenerateOfferCodesMutation = { generateOfferCodes: { ok: boolean, refusal: OfferRefusal | null, batch: string | null, codes: Array<string> } };

export type AdminOfferCodesQueryVariables = Exact<{
  id: string;
}>;


export type AdminOfferCodesQuery = { adminOfferCodes: Array<{ code: string, batch: string, used: boolean }> };

export type AdminOfferPreviewQueryVariables = Exact<{
  input: OfferInput;
  items: Array<OfferSampleItem> | OfferSampleItem;
  zone?: string | null | undefined;
}>;


export type AdminOfferPreviewQuery = { adminOfferPreview: { refusal: OfferRefusal | null, why: OfferCodeRefusal | null, missing: Array<number>, notWhole: Array<number>, lines: Array<{ productId: number, name: string, qty: number, lineTotal: { amount: number }, discount: { amount: number } }>, subtotal: { amount: number }, deliveryFee: { amount: number }, goodsDiscount: { amount: number }, deliveryDiscount: { amount: number }, total: { amount: number } } };

export type QuoteOffersFieldsFragment = { code: string | null, codeRefusal: OfferCodeRefusal | null, goodsDiscount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string }, applied: Array<{ id: string, title: string, code: string | null, endsAt: string | null, discount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string } }>, lines: Array<{ key: string, discount: { amount: number, currency: string } }> };

export type CartOffersQueryVariables = Exact<{
  items: Array<CartItemInput> | CartItemInput;
  code?: string | null | undefined;
}>;


export type CartOffersQuery = { cartOffers: { subtotal: { amount: number, currency: string }, subtotalAfterOffers: { amount: number, currency: string }, offers: { code: string | null, codeRefusal: OfferCodeRefusal | null, goodsDiscount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string }, applied: Array<{ id: string, title: string, code: string | null, endsAt: string | null, discount: { amount: number, currency: string }, deliveryDiscount: { amount: number, currency: string } }>, lines: Array<{ key: string, discount: { amount: number, currency: string } }> } } };

export type OrderFieldsFragment = { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> };

export type MyOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrdersQuery = { myOrders: Array<{ number: string, status: OrderStatus, paymentStatus: PaymentStatus, createdAt: string, itemCount: number, total: { amount: number, currency: string }, items: Array<{ name: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }> }> };

export type OrderQueryVariables = Exact<{
  number: string;
}>;


export type OrderQuery = { order: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> } | null };

export type OrderUpdatedSubscriptionVariables = Exact<{
  number: string;
}>;


export type OrderUpdatedSubscription = { orderUpdated: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> } };

export type CancelOrderMutationVariables = Exact<{
  number: string;
}>;


export type CancelOrderMutation = { cancelOrder: { ok: boolean, refusal: OrderActionRefusal | null, order: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> } | null } };

export type AdvanceOrderMutationVariables = Exact<{
  number: string;
  to: OrderStatus;
  carrier?: string | null | undefined;
  trackingNumber?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type AdvanceOrderMutation = { advanceOrder: { ok: boolean, order: { id: string, number: string, status: OrderStatus, paymentMethod: PaymentMethod, paymentStatus: PaymentStatus, paymentId: string | null, createdAt: string, updatedAt: string, expiresAt: string | null, itemCount: number, hasTailoring: boolean, canCancel: boolean, cancelRefusal: OrderActionRefusal | null, nextStatuses: Array<OrderStatus>, carrier: string | null, trackingNumber: string | null, pointsUsed: number, subtotal: { amount: number, currency: string }, deliveryFee: { amount: number, currency: string }, pointsDiscount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, offers: Array<{ title: string, code: string | null, released: boolean, discount: { amount: number, currency: string } }>, total: { amount: number, currency: string }, estimatedDelivery: { earliest: string, latest: string } | null, address: { id: string, name: string, phone: string, line1: string, line2: string | null, city: string, state: string | null, postalCode: string, country: string, isDefault: boolean }, items: Array<{ productId: string, slug: string, sku: string, name: string, brandName: string, kind: ProductKind, qty: number, discount: { amount: number, currency: string }, offerDiscount: { amount: number, currency: string }, unitPrice: { amount: number, currency: string }, lineTotal: { amount: number, currency: string }, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null }>, events: Array<{ status: OrderStatus, at: string, actor: string, note: string | null, noteCode: string | null }> } | null } };

export type TestPaymentQueryVariables = Exact<{
  id: string;
}>;


export type TestPaymentQuery = { testPayment: { id: string, orderNumber: string, status: PaymentStatus, amount: { amount: number, currency: string } } | null };

export type CompleteTestPaymentMutationVariables = Exact<{
  id: string;
  outcome: TestPaymentOutcome;
}>;


export type CompleteTestPaymentMutation = { completeTestPayment: { ok: boolean, refusal: TestPaymentRefusal | null, returnUrl: string, orderNumber: string | null } };

export type VerifyRazorpayMutationVariables = Exact<{
  orderNumber: string;
  razorpayOrderId: string;
  razorpayPaymentId: string;
  signature: string;
}>;


export type VerifyRazorpayMutation = { verifyRazorpayPayment: { ok: boolean, refusal: OrderActionRefusal | null, order: { number: string, status: OrderStatus, paymentStatus: PaymentStatus } | null } };

export type MyReviewStandingQueryVariables = Exact<{
  productId: string;
}>;


export type MyReviewStandingQuery = { myReviewStanding: { eligible: boolean, review: { id: string, rating: number, title: string, body: string, author: string, photo: { key: string, src: string } | null } | null } };

export type WriteReviewMutationVariables = Exact<{
  productId: string;
  reviewId?: string | null | undefined;
  rating: number;
  title: string;
  body: string;
  photoKey?: string | null | undefined;
}>;


export type WriteReviewMutation = { writeReview: { ok: boolean, refusal: ReviewRefusal | null, review: { id: string } | null } };

export type AdminReviewsQueryVariables = Exact<{
  status?: ReviewStatusFilter | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminReviewsQuery = { adminReviews: { total: number, items: Array<{ productSlug: string, hidden: boolean, hiddenReason: string | null, hiddenAt: string | null, review: { id: string, author: string, rating: number, title: string, body: string, createdAt: string } }> } };

export type HideReviewMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type HideReviewMutation = { hideReview: { ok: boolean, refusal: ReviewHideRefusal | null } };

export type UnhideReviewMutationVariables = Exact<{
  id: string;
}>;


export type UnhideReviewMutation = { unhideReview: { ok: boolean, refusal: ReviewHideRefusal | null } };

export type MyRewardsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyRewardsQuery = { myRewards: { balance: number, expiringSoon: { points: number, on: string } | null, rules: { pointsPer100Inr: number, maxRedeemPercent: number, expiryMonths: number }, history: { nextCursor: string | null, entries: Array<{ id: string, kind: RewardEntryKind, points: number, orderNumber: string | null, at: string }> } } };

export type OrderPointsQueryVariables = Exact<{
  number: string;
}>;


export type OrderPointsQuery = { order: { id: string, pointsUsed: number, pointsEarned: number, pointsDiscount: { amount: number, currency: string } } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, phone: string, name: string | null, email: string | null, roles: Array<string>, displayCurrency: string | null, locale: string | null } | null };

export type TailoringForQueryVariables = Exact<{
  productId: string;
}>;


export type TailoringForQuery = { tailoringFor: Array<{ product: { id: string, sku: string, kind: ProductKind, name: string, turnaroundDays: number | null, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string } }, service: { productId: string, garment: TailoringGarment | null, material: TailoringMaterial, metres: number, rules: Array<{ option: string, kind: string, others: Array<string> }>, groups: Array<{ code: string, name: string, required: boolean, multiple: boolean, options: Array<{ code: string, name: string, picture: string, extraDays: number, metres: number, setsMetres: boolean, price: { amount: number, currency: string } }> }> } }> };

export type WishlistIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type WishlistIdsQuery = { myWishlist: Array<{ productId: string }> };

export type WishlistItemFieldsFragment = { productId: string, available: boolean, backInStock: boolean, priceDropped: boolean, priceWhenAdded: { amount: number, currency: string }, product: { id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null } | null };

export type MyWishlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWishlistQuery = { myWishlist: Array<{ productId: string, available: boolean, backInStock: boolean, priceDropped: boolean, priceWhenAdded: { amount: number, currency: string }, product: { id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null } | null }>, me: { id: string, wishlistAlerts: boolean } | null };

export type WishlistPreviewQueryVariables = Exact<{
  items: Array<WishlistEntryInput> | WishlistEntryInput;
}>;


export type WishlistPreviewQuery = { wishlistPreview: Array<{ productId: string, available: boolean, backInStock: boolean, priceDropped: boolean, priceWhenAdded: { amount: number, currency: string }, product: { id: string, slug: string, sku: string, kind: ProductKind, name: string, discountPercent: number, stockState: StockState, lowStockQuantity: number | null, unit: SaleUnit, price: { amount: number, currency: string }, mrp: { amount: number, currency: string }, brand: { name: string, verified: boolean }, category: { name: string }, rating: { average: number, count: number }, thumbnail: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number }, offer: { title: string, endsAt: string | null, price: { amount: number, currency: string } } | null } | null }> };

export type AddToWishlistMutationVariables = Exact<{
  item: WishlistEntryInput;
}>;


export type AddToWishlistMutation = { addToWishlist: { ok: boolean, error: WishlistError | null, count: number, productIds: Array<string> } };

export type RemoveFromWishlistMutationVariables = Exact<{
  productId: string;
}>;


export type RemoveFromWishlistMutation = { removeFromWishlist: { ok: boolean, error: WishlistError | null, count: number, productIds: Array<string> } };

export type MergeWishlistMutationVariables = Exact<{
  items: Array<WishlistEntryInput> | WishlistEntryInput;
}>;


export type MergeWishlistMutation = { mergeWishlist: { ok: boolean, error: WishlistError | null, count: number, productIds: Array<string> } };

export type SetWishlistAlertsMutationVariables = Exact<{
  on: boolean;
}>;


export type SetWishlistAlertsMutation = { setWishlistAlerts: boolean };

export type TailoringJobFieldsFragment = { id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } };

export type OrderTailoringQueryVariables = Exact<{
  number: string;
}>;


export type OrderTailoringQuery = { order: { number: string, status: OrderStatus, tailoringLines: Array<{ id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } }> } | null, store: { name: string, email: string, whatsappNumber: string } };

export type OrderTailoringUpdatedSubscriptionVariables = Exact<{
  number: string;
}>;


export type OrderTailoringUpdatedSubscription = { orderUpdated: { number: string, status: OrderStatus, tailoringLines: Array<{ id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } }> } };

export type ChangeTailoringMeasurementsMutationVariables = Exact<{
  lineId: string;
  expectedVersion: number;
  values?: Array<MeasurementValueInput> | MeasurementValueInput | null | undefined;
  profileId?: string | null | undefined;
}>;


export type ChangeTailoringMeasurementsMutation = { changeTailoringMeasurements: { ok: boolean, refusal: TailoringChangeRefusal | null, errors: Array<{ code: MeasurementErrorCode, field: string | null }>, line: { id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } } | null } };

export type TailoringQueueQueryVariables = Exact<{
  stage?: TailoringStage | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TailoringQueueQuery = { tailoringQueue: { total: number, lines: Array<{ id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } }> } };

export type AdvanceTailoringLineMutationVariables = Exact<{
  lineId: string;
  expectedVersion: number;
  to?: TailoringStage | null | undefined;
}>;


export type AdvanceTailoringLineMutation = { advanceTailoringLine: { ok: boolean, refusal: TailoringAdvanceRefusal | null, line: { id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } } | null } };

export type RecordTailoringFiguresMutationVariables = Exact<{
  lineId: string;
  expectedVersion: number;
  garment: MeasurementGarment;
  unit: MeasurementUnit;
  values: Array<MeasurementValueInput> | MeasurementValueInput;
}>;


export type RecordTailoringFiguresMutation = { recordTailoringFigures: { ok: boolean, refusal: TailoringFiguresRefusal | null, errors: Array<{ code: MeasurementErrorCode, field: string | null }>, line: { id: string, version: number, orderNumber: string, stage: TailoringStage, stageChangedAt: string, nextStage: TailoringStage | null, createdAt: string, ownFabric: boolean, awaitsFigures: boolean, canChange: boolean, changeUntil: string | null, changeClosed: TailoringChangeClosed | null, service: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, garment: { name: string, slug: string, qty: number, kind: string, image: { src: string, srcSetAvif: string, srcSetWebp: string, width: number, height: number } | null } | null, options: Array<{ group: string, groupName: string | null, code: string, name: string, extraDays: number, price: { amount: number, currency: string } }>, measurement: { kind: TailoringMeasurementKind, name: string | null, garment: MeasurementGarment | null, unit: MeasurementUnit | null, takenAt: string | null, values: Array<{ field: string, mm: number, value: number }> } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminProductFields on AdminProduct {
  id
  version
  slug
  sku
  kind
  names {
    en
    hi
    ar
  }
  descriptions {
    en
    hi
    ar
  }
  priceMinor
  mrpMinor
  stock
  step
  active
  updatedAt
}
    `, {"fragmentName":"AdminProductFields"}) as unknown as TypedDocumentString<AdminProductFieldsFragment, unknown>;
export const ConsultationFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}
    `, {"fragmentName":"ConsultationFields"}) as unknown as TypedDocumentString<ConsultationFieldsFragment, unknown>;
export const EnquiryFieldsFragmentDoc = new TypedDocumentString(`
    fragment EnquiryFields on Enquiry {
  id
  name
  phone
  interest
  preferredTime
  message
  status
  reply
  repliedAt
  createdAt
}
    `, {"fragmentName":"EnquiryFields"}) as unknown as TypedDocumentString<EnquiryFieldsFragment, unknown>;
export const MeasurementProfileFieldsFragmentDoc = new TypedDocumentString(`
    fragment MeasurementProfileFields on MeasurementProfile {
  id
  name
  garment
  unit
  values {
    field
    mm
  }
  updatedAt
}
    `, {"fragmentName":"MeasurementProfileFields"}) as unknown as TypedDocumentString<MeasurementProfileFieldsFragment, unknown>;
export const AdminOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOfferFields on AdminOffer {
  id
  kind
  status
  titleEn
  titleHi
  titleAr
  startsAt
  endsAt
  priority
  exclusive
  stacksWithOffers
  stacksWithReduced
  stacksWithPoints
  coversTailoring
  effect
  percent
  amount {
    amount
    currency
  }
  buy
  get
  minSubtotal {
    amount
    currency
  }
  include {
    productIds
    categoryIds
    collectionIds
    brandIds
    valueIds
    kinds
  }
  firstOrderOnly
  signedInOnly
  zones
  maxUses
  maxUsesPerShopper
  budget {
    amount
    currency
  }
  code
  batchCodes
  uses
  orders
  discountGiven {
    amount
    currency
  }
  revenue {
    amount
    currency
  }
  version
}
    `, {"fragmentName":"AdminOfferFields"}) as unknown as TypedDocumentString<AdminOfferFieldsFragment, unknown>;
export const QuoteOffersFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuoteOffersFields on QuoteOffers {
  code
  codeRefusal
  goodsDiscount {
    amount
    currency
  }
  deliveryDiscount {
    amount
    currency
  }
  applied {
    id
    title
    code
    endsAt
    discount {
      amount
      currency
    }
    deliveryDiscount {
      amount
      currency
    }
  }
  lines {
    key
    discount {
      amount
      currency
    }
  }
}
    `, {"fragmentName":"QuoteOffersFields"}) as unknown as TypedDocumentString<QuoteOffersFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
    `, {"fragmentName":"AddressFields"}) as unknown as TypedDocumentString<AddressFieldsFragment, unknown>;
export const OrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const WishlistItemFieldsFragmentDoc = new TypedDocumentString(`
    fragment WishlistItemFields on WishlistItem {
  productId
  available
  backInStock
  priceDropped
  priceWhenAdded {
    amount
    currency
  }
  product {
    ...ProductCardFields
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}`, {"fragmentName":"WishlistItemFields"}) as unknown as TypedDocumentString<WishlistItemFieldsFragment, unknown>;
export const TailoringJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}
    `, {"fragmentName":"TailoringJobFields"}) as unknown as TypedDocumentString<TailoringJobFieldsFragment, unknown>;
export const AccountOrdersDocument = new TypedDocumentString(`
    query AccountOrders {
  myOrders {
    number
    status
    createdAt
    itemCount
    hasTailoring
    total {
      amount
      currency
    }
    items {
      name
    }
    tailoringLines {
      id
      stage
      stageChangedAt
      service {
        name
      }
      garment {
        name
      }
    }
  }
}
    `, {"hash":"sha256:14b0e43081c737979c7f5b4cc9b219524cb028924c137ef1a352e3344169135c"}) as unknown as TypedDocumentString<AccountOrdersQuery, AccountOrdersQueryVariables>;
export const AccountOrderUpdatedDocument = new TypedDocumentString(`
    subscription AccountOrderUpdated($number: String!) {
  orderUpdated(number: $number) {
    number
    status
    tailoringLines {
      id
      stage
      stageChangedAt
      service {
        name
      }
      garment {
        name
      }
    }
  }
}
    `, {"hash":"sha256:0ce28a96780b59442437a3dc70133d080dc2af69c3b0151c94bd252d41b06724"}) as unknown as TypedDocumentString<AccountOrderUpdatedSubscription, AccountOrderUpdatedSubscriptionVariables>;
export const AccountRewardsDocument = new TypedDocumentString(`
    query AccountRewards {
  myRewards {
    balance
    expiringSoon {
      points
      on
    }
  }
}
    `, {"hash":"sha256:36093d449b216700c173fad1e71ef47fe697a3e045e125138bf503b3c4a8e770"}) as unknown as TypedDocumentString<AccountRewardsQuery, AccountRewardsQueryVariables>;
export const AccountWishlistDocument = new TypedDocumentString(`
    query AccountWishlist {
  myWishlist {
    productId
    available
    backInStock
    priceDropped
    product {
      id
      name
    }
  }
}
    `, {"hash":"sha256:7c4c1485180fb584b789118fcc5c8af2b606d84ac5be2674f252646a3ee8218b"}) as unknown as TypedDocumentString<AccountWishlistQuery, AccountWishlistQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($name: String!, $email: String) {
  updateProfile(name: $name, email: $email) {
    ok
    errors {
      field
      code
    }
    user {
      id
      name
      email
    }
  }
}
    `, {"hash":"sha256:e6f00e662eca9761ec1f4403915db283217934c9d4cb92f46e6a84f741865c21"}) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOtp($phone: String!) {
  userservice {
    sendOtp(phone: $phone) {
      ok
      phone
      refusal
      retryAfterSeconds
      resendAfterSeconds
    }
  }
}
    `, {"hash":"sha256:349b1e4e9d2a32a170cbc9a45e923953e4a6398e08e998365e309b90ee750790"}) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const VerifyOtpDocument = new TypedDocumentString(`
    mutation VerifyOtp($phone: String!, $code: String!) {
  userservice {
    verifyOtp(phone: $phone, code: $code) {
      ok
      refusal
      attemptsLeft
      id_token
      refresh_token
      expires_in
      is_new_user
    }
  }
}
    `, {"hash":"sha256:f3a00d418fa894a6d5fa3a9cecc16feeb68b9dc3362e481a46c919f4a66f3335"}) as unknown as TypedDocumentString<VerifyOtpMutation, VerifyOtpMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($everywhere: Boolean) {
  userservice {
    logout(everywhere: $everywhere)
  }
}
    `, {"hash":"sha256:e5dddee9d838abb5bfe0420a4eeba111acb37915db8fe333c634fb35a6082b8d"}) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const ProfilePreferencesDocument = new TypedDocumentString(`
    query ProfilePreferences {
  me {
    id
    phone
    email
    emailVerifiedAt
    locale
    channels
    quietStart
    quietEnd
    timeZone
    wishlistAlerts
  }
}
    `, {"hash":"sha256:0a4a58336aa17cb813d442ef7d3b4508a39729fb0e5bfd2baedd1c847adf21fa"}) as unknown as TypedDocumentString<ProfilePreferencesQuery, ProfilePreferencesQueryVariables>;
export const RequestEmailCodeDocument = new TypedDocumentString(`
    mutation RequestEmailCode($email: String!) {
  requestEmailCode(email: $email) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:fbd20a9ab31ffb715e29060722d19afbd651bbc37497b8d12e06a6a409f2b7d9"}) as unknown as TypedDocumentString<RequestEmailCodeMutation, RequestEmailCodeMutationVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($code: String!) {
  confirmEmail(code: $code) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:2819942279c21807f8d6c32521aabd0809da653d36c496e36895022261dee97a"}) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const RequestPhoneCodeDocument = new TypedDocumentString(`
    mutation RequestPhoneCode($phone: String!) {
  requestPhoneCode(phone: $phone) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:41e61ba941b64aa6ecb56758a71188e31ef1b1f60b346526d4f1647c16f76c7e"}) as unknown as TypedDocumentString<RequestPhoneCodeMutation, RequestPhoneCodeMutationVariables>;
export const ConfirmPhoneDocument = new TypedDocumentString(`
    mutation ConfirmPhone($code: String!) {
  confirmPhone(code: $code) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:4e78bbacccda010caaa5cc8a14a0e216ac2b413ae1a1bea8c9ad7a4844b06abd"}) as unknown as TypedDocumentString<ConfirmPhoneMutation, ConfirmPhoneMutationVariables>;
export const UpdatePreferencesDocument = new TypedDocumentString(`
    mutation UpdatePreferences($locale: String!, $channels: [String!]!, $quietStart: Int, $quietEnd: Int, $timeZone: String, $wishlistAlerts: Boolean) {
  updatePreferences(
    locale: $locale
    channels: $channels
    quietStart: $quietStart
    quietEnd: $quietEnd
    timeZone: $timeZone
    wishlistAlerts: $wishlistAlerts
  ) {
    ok
    errors {
      field
      code
    }
  }
}
    `, {"hash":"sha256:759f889bc6af9d135c93d0dad74603ac634becd23042802299001f6a798a8231"}) as unknown as TypedDocumentString<UpdatePreferencesMutation, UpdatePreferencesMutationVariables>;
export const RequestDeletionCodeDocument = new TypedDocumentString(`
    mutation RequestDeletionCode {
  requestAccountDeletionCode {
    ok
    refusal
  }
}
    `, {"hash":"sha256:56650e2ae3ae462240dc1fd93a2d0c12ddbc538278cb6689f23b56769b0624c5"}) as unknown as TypedDocumentString<RequestDeletionCodeMutation, RequestDeletionCodeMutationVariables>;
export const DeleteAccountDocument = new TypedDocumentString(`
    mutation DeleteAccount($code: String!, $confirm: Boolean!) {
  deleteAccount(code: $code, confirm: $confirm) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:4bbc5655874e8a6d81ce7bb08d0a781228fa924fffe763bafa1d361fa476c600"}) as unknown as TypedDocumentString<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const MyAddressesDocument = new TypedDocumentString(`
    query MyAddresses {
  myAddresses {
    ...AddressFields
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}`, {"hash":"sha256:a6c619e4a516c9c70aaa1e3e9f70f4c06086be2ff975d31e7f8aa3ba35620a66"}) as unknown as TypedDocumentString<MyAddressesQuery, MyAddressesQueryVariables>;
export const SaveAddressDocument = new TypedDocumentString(`
    mutation SaveAddress($id: ID, $input: AddressInput!) {
  saveAddress(id: $id, input: $input) {
    ok
    address {
      ...AddressFields
    }
    errors {
      field
      code
    }
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}`, {"hash":"sha256:a30b6254f8142268ba6fe955bd06db2448c73842dddd9e0b5e0cd7157fabcee0"}) as unknown as TypedDocumentString<SaveAddressMutation, SaveAddressMutationVariables>;
export const DeleteAddressDocument = new TypedDocumentString(`
    mutation DeleteAddress($id: ID!) {
  deleteAddress(id: $id)
}
    `, {"hash":"sha256:d6f964f512a8c6b543850c16c6895c094bbd4ec0f76a7e01d6b4ed67c40ce13b"}) as unknown as TypedDocumentString<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SetDefaultAddressDocument = new TypedDocumentString(`
    mutation SetDefaultAddress($id: ID!) {
  setDefaultAddress(id: $id) {
    id
    isDefault
  }
}
    `, {"hash":"sha256:df976154aa9b6b845ce3ef6494ffa91a3d0ea55a080ec086a6a2a1987f2f0d56"}) as unknown as TypedDocumentString<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const AdminTaxonomyDocument = new TypedDocumentString(`
    query AdminTaxonomy {
  adminCategories {
    id
    slug
    parentId
    position
    version
    name {
      en
      hi
      ar
    }
    description {
      en
      hi
      ar
    }
    productCount
    childCount
  }
  adminCollections {
    id
    slug
    position
    version
    name {
      en
      hi
      ar
    }
    description {
      en
      hi
      ar
    }
    productCount
  }
}
    `, {"hash":"sha256:254feaff517bca8411fffccd92c2384750b50eb9b8240b2c65eae44e55226a20"}) as unknown as TypedDocumentString<AdminTaxonomyQuery, AdminTaxonomyQueryVariables>;
export const SaveCategoryDocument = new TypedDocumentString(`
    mutation SaveCategory($input: CategoryInput!) {
  saveCategory(input: $input) {
    ok
    refusal
    usedBy {
      products
      categories
    }
  }
}
    `, {"hash":"sha256:cb9cd41840a009aa51b4e79a690781e1a4087295da20011960c27e25a9987f04"}) as unknown as TypedDocumentString<SaveCategoryMutation, SaveCategoryMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!, $expectedVersion: Int!) {
  deleteCategory(id: $id, expectedVersion: $expectedVersion) {
    ok
    refusal
    usedBy {
      products
      categories
    }
  }
}
    `, {"hash":"sha256:319c6eef5c0b8ab4e8e5a35b9bdc23815962a62dd573b3bd09945eba9e2c9280"}) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const SaveCollectionDocument = new TypedDocumentString(`
    mutation SaveCollection($input: CollectionInput!) {
  saveCollection(input: $input) {
    ok
    refusal
    usedBy {
      products
      categories
    }
  }
}
    `, {"hash":"sha256:4cbd225d3908fc3d75fcb6ba361779c2df1bacb9db1ff30433494bb467b7d906"}) as unknown as TypedDocumentString<SaveCollectionMutation, SaveCollectionMutationVariables>;
export const DeleteCollectionDocument = new TypedDocumentString(`
    mutation DeleteCollection($id: ID!, $expectedVersion: Int!) {
  deleteCollection(id: $id, expectedVersion: $expectedVersion) {
    ok
    refusal
    usedBy {
      products
      categories
    }
  }
}
    `, {"hash":"sha256:6f26b9d3223792aef8f6a0065c5e03d6ac154b45d5e6ab13abda227d8259f8a9"}) as unknown as TypedDocumentString<DeleteCollectionMutation, DeleteCollectionMutationVariables>;
export const AdminStorefrontDocument = new TypedDocumentString(`
    query AdminStorefront {
  adminBanners {
    id
    slug
    position
    version
    title {
      en
      hi
      ar
    }
    description {
      en
      hi
      ar
    }
    buttonText {
      en
      hi
      ar
    }
    buttonLink
    imageKey
    discount
    active
  }
  adminTrustBadges {
    id
    slug
    position
    version
    icon
    title {
      en
      hi
      ar
    }
    description {
      en
      hi
      ar
    }
  }
}
    `, {"hash":"sha256:2a80303ce249c2dab0f37d39680930ce3ae4d603c2032465b9a425940e9afefb"}) as unknown as TypedDocumentString<AdminStorefrontQuery, AdminStorefrontQueryVariables>;
export const SaveBannerDocument = new TypedDocumentString(`
    mutation SaveBanner($input: BannerInput!) {
  saveBanner(input: $input) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:43c078664257287a97da7bda2ca92e0e65b8c7b325e274e25ee894a077e6a2ed"}) as unknown as TypedDocumentString<SaveBannerMutation, SaveBannerMutationVariables>;
export const SaveTrustBadgeDocument = new TypedDocumentString(`
    mutation SaveTrustBadge($input: TrustBadgeInput!) {
  saveTrustBadge(input: $input) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:353e08985ce771d24b657a79a83872ce74b77e9b4d691a4ea29ac8febaffb258"}) as unknown as TypedDocumentString<SaveTrustBadgeMutation, SaveTrustBadgeMutationVariables>;
export const DeleteStorefrontItemDocument = new TypedDocumentString(`
    mutation DeleteStorefrontItem($kind: StorefrontItemKind!, $id: ID!, $expectedVersion: Int!) {
  deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $expectedVersion) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:6cc62319a1d1d6c6af9da2be031edd6939f094d794ec65420c51408c4ebba1e8"}) as unknown as TypedDocumentString<DeleteStorefrontItemMutation, DeleteStorefrontItemMutationVariables>;
export const AdminServicesDocument = new TypedDocumentString(`
    query AdminServices {
  adminTailoringServices {
    productId
    slug
    name {
      en
      hi
      ar
    }
    groups {
      id
      code
      required
      multiple
      position
      version
      name {
        en
        hi
        ar
      }
      options {
        id
        code
        priceMinor
        position
        active
        version
        name {
          en
          hi
          ar
        }
      }
    }
  }
}
    `, {"hash":"sha256:c54cab64072222beee2ab47ad81d17f0f67416fdc9dfea86f08da1da280b40e4"}) as unknown as TypedDocumentString<AdminServicesQuery, AdminServicesQueryVariables>;
export const SaveOptionGroupDocument = new TypedDocumentString(`
    mutation SaveOptionGroup($input: TailoringOptionGroupInput!) {
  saveTailoringOptionGroup(input: $input) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:c06c03fa8c9a3ce60d4aecdaea53ab6df201b4e911f9a9f0365c580193ad4a20"}) as unknown as TypedDocumentString<SaveOptionGroupMutation, SaveOptionGroupMutationVariables>;
export const SaveOptionDocument = new TypedDocumentString(`
    mutation SaveOption($input: TailoringOptionInput!) {
  saveTailoringOption(input: $input) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:225959593ed87f82c577c6215122943484c7ae9e4e3dcc4cc2a3d813999b5941"}) as unknown as TypedDocumentString<SaveOptionMutation, SaveOptionMutationVariables>;
export const ChangeTrailDocument = new TypedDocumentString(`
    query ChangeTrail($entity: String!, $entityId: String!) {
  auditTrail(entity: $entity, entityId: $entityId) {
    id
    actorId
    actorRole
    action
    before
    after
    at
  }
}
    `, {"hash":"sha256:ef3c3916704704334b04b7bfd83cae035d5a528064ea7e0ab8431e93966760fa"}) as unknown as TypedDocumentString<ChangeTrailQuery, ChangeTrailQueryVariables>;
export const AdminOrderSearchDocument = new TypedDocumentString(`
    query AdminOrderSearch($search: String, $status: OrderStatus, $paymentStatus: PaymentStatus, $from: String, $to: String, $first: Int, $offset: Int) {
  adminOrderSearch(
    search: $search
    status: $status
    paymentStatus: $paymentStatus
    from: $from
    to: $to
    first: $first
    offset: $offset
  ) {
    total
    totalCapped
    orders {
      id
      number
      status
      paymentStatus
      paymentMethod
      createdAt
      total {
        amount
        currency
      }
      address {
        name
        phone
        city
      }
    }
  }
}
    `, {"hash":"sha256:bb49c391a8665470806372af9076a15fd30ab4ed07925fcf3dc8d716df673182"}) as unknown as TypedDocumentString<AdminOrderSearchQuery, AdminOrderSearchQueryVariables>;
export const AdminOrderDocument = new TypedDocumentString(`
    query AdminOrder($number: String!) {
  order(number: $number) {
    ...OrderFields
    refunds {
      id
      status
      reference
      providerRefundId
      createdAt
      amount {
        amount
        currency
      }
    }
    events {
      actorName
    }
  }
  auditTrail(entity: "order", entityId: $number) {
    id
    actorName
    actorRole
    action
    before
    after
    at
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:b057a627689f27c47ba9bde2947bfa01d934e790869337dc3069db0183e92373"}) as unknown as TypedDocumentString<AdminOrderQuery, AdminOrderQueryVariables>;
export const SettleRefundDocument = new TypedDocumentString(`
    mutation SettleRefund($number: String!, $reference: String) {
  settleRefund(number: $number, reference: $reference) {
    ok
    pending
    refusal
  }
}
    `, {"hash":"sha256:f5c597a7c12500dc84e3f53f24f58f0d7d0cfa81329a7b78a33a00dbc6912b08"}) as unknown as TypedDocumentString<SettleRefundMutation, SettleRefundMutationVariables>;
export const CartCheckDocument = new TypedDocumentString(`
    query CartCheck($items: [CartItemInput!]!) {
  cartCheck(items: $items) {
    ok
    itemCount
    subtotal {
      amount
      currency
    }
    lines {
      id
      key
      qty
      available
      tailoring {
        options {
          group
          groupName
          code
          name
          price {
            amount
            currency
          }
          extraDays
        }
        optionsPrice {
          amount
          currency
        }
        extraDays
        metresNeeded
        garment
        attachTo
        ownFabric
        measurement {
          kind
          profileId
        }
        problem
        problemDetail
      }
      problem
      previousPrice {
        amount
        currency
      }
      unitPrice {
        amount
        currency
      }
      lineTotal {
        amount
        currency
      }
      product {
        id
        slug
        sku
        kind
        unit
        name
        maxOrderQuantity
        step
        stockState
        turnaroundDays
        price {
          amount
          currency
        }
        mrp {
          amount
          currency
        }
        brand {
          name
        }
        thumbnail {
          src
          srcSetAvif
          srcSetWebp
          width
          height
        }
      }
    }
  }
}
    `, {"hash":"sha256:5c7c31a4b4f06101ad9fda181280a0beb4badc6d3d8a179a30dcae0c54ea5eb1"}) as unknown as TypedDocumentString<CartCheckQuery, CartCheckQueryVariables>;
export const SyncCartDocument = new TypedDocumentString(`
    mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {
  syncCart(items: $items, merge: $merge) {
    id
    qty
    key
    tailoring {
      options
      attachTo
      ownFabric
      measurement {
        kind
        profileId
      }
    }
  }
}
    `, {"hash":"sha256:6b90a0d6c2341d01673b2912f42690f2f429a34b173617e5ecd076d0d15281ad"}) as unknown as TypedDocumentString<SyncCartMutation, SyncCartMutationVariables>;
export const AdminProductsDocument = new TypedDocumentString(`
    query AdminProducts($search: String, $kind: ProductKind, $published: Boolean, $lowStock: Boolean, $offset: Int, $limit: Int) {
  adminProducts(
    search: $search
    kind: $kind
    published: $published
    lowStock: $lowStock
    offset: $offset
    limit: $limit
  ) {
    total
    lowStockThreshold
    items {
      ...AdminProductFields
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  version
  slug
  sku
  kind
  names {
    en
    hi
    ar
  }
  descriptions {
    en
    hi
    ar
  }
  priceMinor
  mrpMinor
  stock
  step
  active
  updatedAt
}`, {"hash":"sha256:29798ccfc6fd4fa1d4bc8ed75afe3bdbfa2c9a8e52112375e0deb9e55ab47e5f"}) as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const AdminProductDocument = new TypedDocumentString(`
    query AdminProduct($id: Int!, $entityId: String!) {
  adminProduct(id: $id) {
    ...AdminProductFields
    categoryId
    collectionIds
    attributeValueIds
    imageKeys
  }
  auditTrail(entity: "product", entityId: $entityId) {
    id
    actorRole
    action
    before
    after
    at
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  version
  slug
  sku
  kind
  names {
    en
    hi
    ar
  }
  descriptions {
    en
    hi
    ar
  }
  priceMinor
  mrpMinor
  stock
  step
  active
  updatedAt
}`, {"hash":"sha256:476b2824498a1bf332e5657c8c1a62543e2d6d3805d52f17717e78d9f3a9a1e3"}) as unknown as TypedDocumentString<AdminProductQuery, AdminProductQueryVariables>;
export const EditProductDocument = new TypedDocumentString(`
    mutation EditProduct($id: Int!, $version: Int!, $slug: String!, $names: LocalizedTextInput!, $descriptions: LocalizedTextInput!, $priceMinor: Int!, $mrpMinor: Int!, $stock: Float, $active: Boolean!, $imageKeys: [String!], $categoryId: Int, $collectionIds: [Int!], $attributeValueIds: [Int!]) {
  editProduct(
    id: $id
    version: $version
    slug: $slug
    names: $names
    descriptions: $descriptions
    priceMinor: $priceMinor
    mrpMinor: $mrpMinor
    stock: $stock
    active: $active
    imageKeys: $imageKeys
    categoryId: $categoryId
    collectionIds: $collectionIds
    attributeValueIds: $attributeValueIds
  ) {
    ok
    refusal
    product {
      ...AdminProductFields
      categoryId
      collectionIds
      attributeValueIds
      imageKeys
    }
  }
}
    fragment AdminProductFields on AdminProduct {
  id
  version
  slug
  sku
  kind
  names {
    en
    hi
    ar
  }
  descriptions {
    en
    hi
    ar
  }
  priceMinor
  mrpMinor
  stock
  step
  active
  updatedAt
}`, {"hash":"sha256:ca0a58652eb9f0eb0e95ace9f694238d969be7ad5ad99f991033b3f8f13f513d"}) as unknown as TypedDocumentString<EditProductMutation, EditProductMutationVariables>;
export const ProductCategoriesDocument = new TypedDocumentString(`
    query ProductCategories {
  adminCategories {
    id
    slug
    parentId
    name {
      en
      hi
      ar
    }
  }
}
    `, {"hash":"sha256:c4cfb4a1e082e9cdb3711c90ec7e2f83b328155128af9983fe17622a2c9a892d"}) as unknown as TypedDocumentString<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    ok
    refusal
    product {
      id
    }
  }
}
    `, {"hash":"sha256:d0237e5ff87482056887ca4bb75e86052a3820592b52d424ce5ae670bb2dd7e9"}) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const ProductPlacesDocument = new TypedDocumentString(`
    query ProductPlaces {
  adminCategories {
    id
    slug
    parentId
    name {
      en
      hi
      ar
    }
  }
  adminCollections {
    id
    name {
      en
      hi
      ar
    }
  }
  adminAttributes {
    id
    code
    name {
      en
      hi
      ar
    }
    values {
      id
      name {
        en
        hi
        ar
      }
    }
  }
}
    `, {"hash":"sha256:6256504fa8218cb59f258a602622e1bcf4282d765b5ba5d252ec022912ec982f"}) as unknown as TypedDocumentString<ProductPlacesQuery, ProductPlacesQueryVariables>;
export const ProductListingDocument = new TypedDocumentString(`
    query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {
  products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {
    total
    page
    perPage
    pageCount
    sort
    search
    notices
    inStockCount
    price {
      min {
        amount
        currency
      }
      max {
        amount
        currency
      }
    }
    facets {
      attribute {
        id
        code
        name
      }
      values {
        count
        selected
        value {
          id
          slug
          name
        }
      }
    }
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}`, {"hash":"sha256:92c27a439e0b084d53033c6aab5188d061fbed5a1eb05e4ec3853ae68f68517f"}) as unknown as TypedDocumentString<ProductListingQuery, ProductListingQueryVariables>;
export const ProductPageDocument = new TypedDocumentString(`
    query ProductPage($slug: String!) {
  product(slug: $slug) {
    ...ProductCardFields
    description
    care
    turnaroundDays
    maxOrderQuantity
    step
    updatedAt
    images {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
    category {
      slug
      name
      parent {
        slug
        name
      }
    }
    attributes {
      attribute {
        code
        name
      }
      values {
        slug
        name
      }
    }
    collections {
      slug
      name
    }
    deliveryEstimate {
      earliest
      latest
      dispatchDays
    }
    shopperRating {
      average
      count
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}`, {"hash":"sha256:cff0fdd1e2e1c0f10fe1aed29ddbfe966c15b45569a8c05f1726f903d766383a"}) as unknown as TypedDocumentString<ProductPageQuery, ProductPageQueryVariables>;
export const ProductExtrasDocument = new TypedDocumentString(`
    query ProductExtras($slug: String!) {
  product(slug: $slug) {
    id
    rating {
      average
      count
    }
    reviews(first: 6) {
      histogram {
        rating
        count
      }
      items {
        id
        author
        rating
        title
        body
        sample
        verifiedPurchase
        photo {
          srcSetAvif
          srcSetWebp
          src
          width
          height
        }
        createdAt
      }
    }
    related(limit: 8) {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}`, {"hash":"sha256:7746f2cd7a06bb46fb63d2fe0ff6d7820a5c2160070564194d0ae15efa45db2b"}) as unknown as TypedDocumentString<ProductExtrasQuery, ProductExtrasQueryVariables>;
export const CategoryHeadDocument = new TypedDocumentString(`
    query CategoryHead($slug: String!) {
  category(slug: $slug) {
    id
    slug
    name
    description
    image {
      src
    }
    children {
      id
      slug
      name
    }
  }
}
    `, {"hash":"sha256:5554a8d5e9f7c5bc98c51b8b61af720e45a941cf23380e6c9eb21c67224f4dee"}) as unknown as TypedDocumentString<CategoryHeadQuery, CategoryHeadQueryVariables>;
export const CategoryIndexDocument = new TypedDocumentString(`
    query CategoryIndex {
  categories {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
    children {
      id
      slug
      name
      description
    }
  }
}
    `, {"hash":"sha256:039cab95ed058fd615f1ba490dfdc58b80a7360b0f37bf2a79c70db0fd150815"}) as unknown as TypedDocumentString<CategoryIndexQuery, CategoryIndexQueryVariables>;
export const HomePageDocument = new TypedDocumentString(`
    query HomePage {
  runningSales {
    id
    title
    endsAt
    percent
    amountOff {
      amount
    }
    link
  }
  banners {
    id
    slug
    title
    description
    buttonText
    buttonLink
    discount
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  trustBadges {
    id
    slug
    icon
    title
    description
  }
  categories {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
}
    `, {"hash":"sha256:814ac568bd8bc7f7a152d2eb643a8f9bb9e5a19c9efce4b3f65f3f8893126300"}) as unknown as TypedDocumentString<HomePageQuery, HomePageQueryVariables>;
export const CollectionPageDocument = new TypedDocumentString(`
    query CollectionPage($slug: String!) {
  collection(slug: $slug) {
    id
    slug
    name
    description
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  collections {
    id
    slug
    name
  }
}
    `, {"hash":"sha256:c9a54b269fe7ce24a200d2478ca6f040ee0a4567144fa67a65a375511ee3377e"}) as unknown as TypedDocumentString<CollectionPageQuery, CollectionPageQueryVariables>;
export const SitemapDocument = new TypedDocumentString(`
    query Sitemap {
  categories {
    slug
    children {
      slug
    }
  }
  catalogueIndex {
    products {
      slug
      updatedAt
    }
    collections {
      slug
      updatedAt
    }
  }
}
    `, {"hash":"sha256:98f3134b108752c8ce00e903e1cbe6d6fabb89ce724bd28612995e7e516b4a33"}) as unknown as TypedDocumentString<SitemapQuery, SitemapQueryVariables>;
export const ContactPageDocument = new TypedDocumentString(`
    query ContactPage {
  store {
    name
    email
    whatsappNumber
  }
}
    `, {"hash":"sha256:86b421cf08d593cc8f2aa152e7f01308fde16316f4a6369d0780badbdb063c1d"}) as unknown as TypedDocumentString<ContactPageQuery, ContactPageQueryVariables>;
export const CheckoutQuoteDocument = new TypedDocumentString(`
    query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!, $redeemPoints: Float, $code: String) {
  checkoutQuote(
    items: $items
    addressId: $addressId
    redeemPoints: $redeemPoints
    code: $code
  ) {
    ok
    offerDiscount {
      amount
      currency
    }
    offers {
      ...QuoteOffersFields
    }
    points {
      held
      cap
      used
      percent
      discount {
        amount
        currency
      }
    }
    subtotal {
      amount
      currency
    }
    deliveryFee {
      amount
      currency
    }
    total {
      amount
      currency
    }
    freeDeliveryThreshold {
      amount
      currency
    }
    codLimit {
      amount
      currency
    }
    zone
    tailoringDays
    estimatedDelivery {
      earliest
      latest
    }
    paymentMethods
    refusal
    lines {
      id
      key
      qty
      problem
      tailoring {
        options {
          group
          groupName
          code
          name
          price {
            amount
            currency
          }
          extraDays
        }
        optionsPrice {
          amount
          currency
        }
        extraDays
        metresNeeded
        garment
        attachTo
        ownFabric
        measurement {
          kind
          profileId
        }
        problem
        problemDetail
      }
      available
      unitPrice {
        amount
        currency
      }
      lineTotal {
        amount
        currency
      }
      product {
        id
        slug
        sku
        kind
        unit
        name
        price {
          amount
          currency
        }
        mrp {
          amount
          currency
        }
        brand {
          name
        }
        thumbnail {
          src
          srcSetAvif
          srcSetWebp
          width
          height
        }
      }
    }
  }
}
    fragment QuoteOffersFields on QuoteOffers {
  code
  codeRefusal
  goodsDiscount {
    amount
    currency
  }
  deliveryDiscount {
    amount
    currency
  }
  applied {
    id
    title
    code
    endsAt
    discount {
      amount
      currency
    }
    deliveryDiscount {
      amount
      currency
    }
  }
  lines {
    key
    discount {
      amount
      currency
    }
  }
}`, {"hash":"sha256:c7de42bb08679954bf9d5cf85087f456544677405ea3400eec7f8d807d0aee1c"}) as unknown as TypedDocumentString<CheckoutQuoteQuery, CheckoutQuoteQueryVariables>;
export const PlaceOrderDocument = new TypedDocumentString(`
    mutation PlaceOrder($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    ok
    refusal
    order {
      ...OrderFields
    }
    problems {
      id
      key
      problem
      available
      product {
        name
      }
      tailoring {
        problem
        problemDetail
      }
    }
    payment {
      method
      redirectUrl
      razorpay {
        keyId
        orderId
        amount
        currency
      }
    }
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:6001a299b37ff913a812ee879f3318af67cfe2f2ea126f57561848a3cd35f422"}) as unknown as TypedDocumentString<PlaceOrderMutation, PlaceOrderMutationVariables>;
export const ConsultationSlotsDocument = new TypedDocumentString(`
    query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {
  consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {
    ok
    refusal
    timeZone
    days {
      date
      starts
    }
  }
}
    `, {"hash":"sha256:eedaa7dc6e2e0c2110bbcc34505e0c5c90cdce77c6ec477c73e039d13d00a0fa"}) as unknown as TypedDocumentString<ConsultationSlotsQuery, ConsultationSlotsQueryVariables>;
export const BookConsultationDocument = new TypedDocumentString(`
    mutation BookConsultation($input: BookConsultationInput!) {
  bookConsultation(input: $input) {
    ok
    refusal
    consultation {
      ...ConsultationFields
    }
  }
}
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}`, {"hash":"sha256:4323a4410548e4eb146de46553404d32739143310874b652af6fef67b8370fc7"}) as unknown as TypedDocumentString<BookConsultationMutation, BookConsultationMutationVariables>;
export const RescheduleConsultationDocument = new TypedDocumentString(`
    mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {
  rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) {
    ok
    refusal
    consultation {
      ...ConsultationFields
    }
  }
}
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}`, {"hash":"sha256:9f182c1c0663877ca81f6bdadf5938a14e05dcdc0a8515cda837eb08f79067c4"}) as unknown as TypedDocumentString<RescheduleConsultationMutation, RescheduleConsultationMutationVariables>;
export const CancelConsultationDocument = new TypedDocumentString(`
    mutation CancelConsultation($id: ID!) {
  cancelConsultation(id: $id) {
    ok
    refusal
    consultation {
      ...ConsultationFields
    }
  }
}
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}`, {"hash":"sha256:c7a9342db0990004fdf1cdea5e418d3c0ed3405fdf6e91785a675a326a0bf495"}) as unknown as TypedDocumentString<CancelConsultationMutation, CancelConsultationMutationVariables>;
export const MyConsultationsDocument = new TypedDocumentString(`
    query MyConsultations {
  myConsultations {
    ...ConsultationFields
  }
}
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}`, {"hash":"sha256:19688937641f652ecdbcbb4ebfd06c97b7d64e11356a9badc0e667a7e30f3efc"}) as unknown as TypedDocumentString<MyConsultationsQuery, MyConsultationsQueryVariables>;
export const DesignerDayDocument = new TypedDocumentString(`
    query DesignerDay($designerId: ID) {
  designerDay(designerId: $designerId) {
    designerId
    shopperName
    shopperPhone
    consultation {
      ...ConsultationFields
    }
    shopperOrders {
      number
      status
      createdAt
      hasTailoring
      items {
        name
        qty
        kind
      }
    }
    tailoringLines {
      ...TailoringJobFields
    }
  }
}
    fragment ConsultationFields on Consultation {
  id
  startsAt
  endsAt
  durationMinutes
  topic
  channel
  status
  timeZone
  orderNumber
  notes
  designerName
  canChange
}
fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:86910e33c8a051a1f7c53c03b2dca9266546a963f9e0d3a4c8b6e7367a9b9bf1"}) as unknown as TypedDocumentString<DesignerDayQuery, DesignerDayQueryVariables>;
export const ConsultationDesignersDocument = new TypedDocumentString(`
    query ConsultationDesigners {
  consultationDesigners {
    id
    displayName
  }
}
    `, {"hash":"sha256:59f3bb293fa2e0b7c7d02671fc7ef890f8e6de36ab114b4300782edbf3fab940"}) as unknown as TypedDocumentString<ConsultationDesignersQuery, ConsultationDesignersQueryVariables>;
export const RecordConsultationOutcomeDocument = new TypedDocumentString(`
    mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {
  recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:a5ac7b9b4ca82dbb61403c65817393110e9f61bb543b9e12b91b98e9a38d4a7f"}) as unknown as TypedDocumentString<RecordConsultationOutcomeMutation, RecordConsultationOutcomeMutationVariables>;
export const DesignerSettingsDocument = new TypedDocumentString(`
    query DesignerSettings($designerId: ID) {
  designerSettings(designerId: $designerId) {
    designerId
    displayName
    timeZone
    storeTimeZone
    lengths
    hours {
      weekday
      startMinute
      endMinute
    }
    daysOff
  }
}
    `, {"hash":"sha256:f662ebaa9d8355ef491b659be30ac439c5668a687bc44135bed7d9f462afdb49"}) as unknown as TypedDocumentString<DesignerSettingsQuery, DesignerSettingsQueryVariables>;
export const SaveDesignerSettingsDocument = new TypedDocumentString(`
    mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {
  saveDesignerSettings(designerId: $designerId, input: $input) {
    ok
    refusal
    field
  }
}
    `, {"hash":"sha256:a34f6605313cbe31e25dd8c2fb823219acb535fdeb61e7bcbbb5de8aa6958d3c"}) as unknown as TypedDocumentString<SaveDesignerSettingsMutation, SaveDesignerSettingsMutationVariables>;
export const CurrencyRatesDocument = new TypedDocumentString(`
    query CurrencyRates {
  currencyRates {
    code
    inrPerUnit
    asOf
    version
  }
}
    `, {"hash":"sha256:daafa455151c6a068b94106437e801be35d065a7934856e1ddd06957f988e62d"}) as unknown as TypedDocumentString<CurrencyRatesQuery, CurrencyRatesQueryVariables>;
export const SetDisplayCurrencyDocument = new TypedDocumentString(`
    mutation SetDisplayCurrency($code: String!) {
  setDisplayCurrency(code: $code) {
    ok
    displayCurrency
    refusal
  }
}
    `, {"hash":"sha256:3042b9a28ad8bf93280fa4c5b8e28fd30a7c50c0978ad8ff82575b68091dd6bf"}) as unknown as TypedDocumentString<SetDisplayCurrencyMutation, SetDisplayCurrencyMutationVariables>;
export const AdminCurrencyRatesDocument = new TypedDocumentString(`
    query AdminCurrencyRates {
  adminCurrencyRates {
    code
    inrPerUnit
    asOf
    version
    updatedAt
    updatedByName
  }
}
    `, {"hash":"sha256:0fe9005b5145d264c25232db1ce83865e97c7defcb311b909e151dd1e5b4d9e6"}) as unknown as TypedDocumentString<AdminCurrencyRatesQuery, AdminCurrencyRatesQueryVariables>;
export const UpdateCurrencyRateDocument = new TypedDocumentString(`
    mutation UpdateCurrencyRate($code: String!, $inrPerUnit: Float!, $asOf: String!, $expectedVersion: Int!) {
  updateCurrencyRate(
    code: $code
    inrPerUnit: $inrPerUnit
    asOf: $asOf
    expectedVersion: $expectedVersion
  ) {
    ok
    refusal
    rate {
      code
      inrPerUnit
      asOf
      version
    }
  }
}
    `, {"hash":"sha256:bf1fe71a0d66dbb0f16a91f31bde735d5491b03e2d0d11a6be6ffc431346df91"}) as unknown as TypedDocumentString<UpdateCurrencyRateMutation, UpdateCurrencyRateMutationVariables>;
export const CustomersDocument = new TypedDocumentString(`
    query Customers($search: String, $first: Int, $offset: Int) {
  customers(search: $search, first: $first, offset: $offset) {
    total
    customers {
      id
      phone
      name
      email
      roles
      createdAt
    }
  }
}
    `, {"hash":"sha256:d586dd05bfe1c82e52295ddcf213ce8c8df7634dd6c1c638cefb98bd85f78fde"}) as unknown as TypedDocumentString<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = new TypedDocumentString(`
    query Customer($id: ID!, $entityId: String!) {
  customer(id: $id) {
    id
    phone
    name
    email
    roles
    createdAt
    orders {
      number
      status
      paymentStatus
      totalMinor
      currency
      createdAt
    }
    addresses {
      id
      name
      line1
      city
      postalCode
    }
    measurementProfiles {
      id
      name
      garment
    }
    consultations {
      id
      topic
      status
      startsAt
    }
    enquiries {
      id
      interest
      status
      message
      createdAt
    }
  }
  auditTrail(entity: "user", entityId: $entityId) {
    id
    actorId
    actorName
    actorRole
    action
    before
    after
    at
  }
}
    `, {"hash":"sha256:7bcf97367ed72d5240c3fb897116811ebccfd107494a285176e154ae7c5cf708"}) as unknown as TypedDocumentString<CustomerQuery, CustomerQueryVariables>;
export const SetStaffRoleDocument = new TypedDocumentString(`
    mutation SetStaffRole($userId: ID!, $role: StaffRole!, $granted: Boolean!) {
  setStaffRole(userId: $userId, role: $role, granted: $granted) {
    ok
    code
    customer {
      id
      roles
    }
  }
}
    `, {"hash":"sha256:736403af642168944666516f92629f73e07cc78230054896319650c7b5bfd048"}) as unknown as TypedDocumentString<SetStaffRoleMutation, SetStaffRoleMutationVariables>;
export const StaffDashboardDocument = new TypedDocumentString(`
    query StaffDashboard {
  staffDashboard {
    day
    consultationsToday
    newEnquiries
    tailoring {
      stage
      count
    }
    admin {
      ordersToday
      ordersTodayMinor
      takingsTodayMinor
      toConfirm
      toShip
      refundsDue
      lowStock
      lowStockThreshold
    }
  }
}
    `, {"hash":"sha256:6f5ef5eacb666cb7fdba79a573dca13c40d451508694bc59253f06321d0f34c4"}) as unknown as TypedDocumentString<StaffDashboardQuery, StaffDashboardQueryVariables>;
export const SendEnquiryDocument = new TypedDocumentString(`
    mutation SendEnquiry($input: SendEnquiryInput!) {
  sendEnquiry(input: $input) {
    ok
    code
    field
    retryAfterSeconds
  }
}
    `, {"hash":"sha256:5df2ef735baae4fe8a279cea179c800efc897512d8760bf1d3bd0961899d6918"}) as unknown as TypedDocumentString<SendEnquiryMutation, SendEnquiryMutationVariables>;
export const MyEnquiriesDocument = new TypedDocumentString(`
    query MyEnquiries {
  myEnquiries {
    ...EnquiryFields
  }
}
    fragment EnquiryFields on Enquiry {
  id
  name
  phone
  interest
  preferredTime
  message
  status
  reply
  repliedAt
  createdAt
}`, {"hash":"sha256:3d98073bce1c2cb79f24ec3f552440e641e55f84bee6343f5358d79732d00fa5"}) as unknown as TypedDocumentString<MyEnquiriesQuery, MyEnquiriesQueryVariables>;
export const StaffEnquiriesDocument = new TypedDocumentString(`
    query StaffEnquiries($status: EnquiryStatus) {
  staffEnquiries(status: $status) {
    ...EnquiryFields
  }
}
    fragment EnquiryFields on Enquiry {
  id
  name
  phone
  interest
  preferredTime
  message
  status
  reply
  repliedAt
  createdAt
}`, {"hash":"sha256:52170a591c72b3e7b3a9cc8b22721d067fa52bad29f02390ed0b7c9cd3670648"}) as unknown as TypedDocumentString<StaffEnquiriesQuery, StaffEnquiriesQueryVariables>;
export const UpdateEnquiryDocument = new TypedDocumentString(`
    mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {
  updateEnquiry(id: $id, status: $status, reply: $reply) {
    ok
    code
    enquiry {
      ...EnquiryFields
    }
  }
}
    fragment EnquiryFields on Enquiry {
  id
  name
  phone
  interest
  preferredTime
  message
  status
  reply
  repliedAt
  createdAt
}`, {"hash":"sha256:968afb7f02713db9623f2028db1598d997a7143717c769226e0228355464a55e"}) as unknown as TypedDocumentString<UpdateEnquiryMutation, UpdateEnquiryMutationVariables>;
export const ClaimableEnquiryCountDocument = new TypedDocumentString(`
    query ClaimableEnquiryCount {
  claimableEnquiryCount
}
    `, {"hash":"sha256:cd3125c212620b9bd101ca4c5aac4e1bf6f6ef4458e1db9390b124b04094f94e"}) as unknown as TypedDocumentString<ClaimableEnquiryCountQuery, ClaimableEnquiryCountQueryVariables>;
export const ClaimEnquiriesDocument = new TypedDocumentString(`
    mutation ClaimEnquiries {
  claimEnquiries {
    claimed
  }
}
    `, {"hash":"sha256:832978f8bf95741809fdf60b18487b6a788846d72976f07c516e1d83d73a91ea"}) as unknown as TypedDocumentString<ClaimEnquiriesMutation, ClaimEnquiriesMutationVariables>;
export const SetLanguageDocument = new TypedDocumentString(`
    mutation SetLanguage($locale: String!) {
  setLanguage(locale: $locale) {
    ok
    locale
    refusal
  }
}
    `, {"hash":"sha256:79467608dd2b497f1389ca5f399d0a687f845e9fa99b17f12ebfce15dec93453"}) as unknown as TypedDocumentString<SetLanguageMutation, SetLanguageMutationVariables>;
export const MyMeasurementProfilesDocument = new TypedDocumentString(`
    query MyMeasurementProfiles($garment: MeasurementGarment) {
  myMeasurementProfiles(garment: $garment) {
    ...MeasurementProfileFields
  }
}
    fragment MeasurementProfileFields on MeasurementProfile {
  id
  name
  garment
  unit
  values {
    field
    mm
  }
  updatedAt
}`, {"hash":"sha256:a6df1b4027c6304c47cff817b97e9c77a1461c1ae33b3ffe620f43e22c5db223"}) as unknown as TypedDocumentString<MyMeasurementProfilesQuery, MyMeasurementProfilesQueryVariables>;
export const CreateMeasurementProfileDocument = new TypedDocumentString(`
    mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {
  createMeasurementProfile(input: $input) {
    ok
    profile {
      ...MeasurementProfileFields
    }
    errors {
      code
      field
    }
  }
}
    fragment MeasurementProfileFields on MeasurementProfile {
  id
  name
  garment
  unit
  values {
    field
    mm
  }
  updatedAt
}`, {"hash":"sha256:5e3ff5cecd25794c4228b313447666c22134253a31c75a9ee42571e50e555944"}) as unknown as TypedDocumentString<CreateMeasurementProfileMutation, CreateMeasurementProfileMutationVariables>;
export const UpdateMeasurementProfileDocument = new TypedDocumentString(`
    mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {
  updateMeasurementProfile(id: $id, input: $input) {
    ok
    profile {
      ...MeasurementProfileFields
    }
    errors {
      code
      field
    }
  }
}
    fragment MeasurementProfileFields on MeasurementProfile {
  id
  name
  garment
  unit
  values {
    field
    mm
  }
  updatedAt
}`, {"hash":"sha256:9d3058eb5e973f26803df481489008f3c6d6bbd943c9f5e4dc67cfe5dda78974"}) as unknown as TypedDocumentString<UpdateMeasurementProfileMutation, UpdateMeasurementProfileMutationVariables>;
export const DeleteMeasurementProfileDocument = new TypedDocumentString(`
    mutation DeleteMeasurementProfile($id: ID!) {
  deleteMeasurementProfile(id: $id) {
    ok
    code
  }
}
    `, {"hash":"sha256:99f00d0a0bf1eb1bee6fd5cc4eb01fa6537d04a8c35a80cca39e8daf6aee603b"}) as unknown as TypedDocumentString<DeleteMeasurementProfileMutation, DeleteMeasurementProfileMutationVariables>;
export const AdminOffersDocument = new TypedDocumentString(`
    query AdminOffers {
  adminOffers {
    ...AdminOfferFields
  }
}
    fragment AdminOfferFields on AdminOffer {
  id
  kind
  status
  titleEn
  titleHi
  titleAr
  startsAt
  endsAt
  priority
  exclusive
  stacksWithOffers
  stacksWithReduced
  stacksWithPoints
  coversTailoring
  effect
  percent
  amount {
    amount
    currency
  }
  buy
  get
  minSubtotal {
    amount
    currency
  }
  include {
    productIds
    categoryIds
    collectionIds
    brandIds
    valueIds
    kinds
  }
  firstOrderOnly
  signedInOnly
  zones
  maxUses
  maxUsesPerShopper
  budget {
    amount
    currency
  }
  code
  batchCodes
  uses
  orders
  discountGiven {
    amount
    currency
  }
  revenue {
    amount
    currency
  }
  version
}`, {"hash":"sha256:3785448788f2eb5381b6cc413c6b1c505db9483effd4c287dd471f2184df1a79"}) as unknown as TypedDocumentString<AdminOffersQuery, AdminOffersQueryVariables>;
export const CreateOfferDocument = new TypedDocumentString(`
    mutation CreateOffer($input: OfferInput!) {
  createOffer(input: $input) {
    ok
    refusal
    offer {
      ...AdminOfferFields
    }
  }
}
    fragment AdminOfferFields on AdminOffer {
  id
  kind
  status
  titleEn
  titleHi
  titleAr
  startsAt
  endsAt
  priority
  exclusive
  stacksWithOffers
  stacksWithReduced
  stacksWithPoints
  coversTailoring
  effect
  percent
  amount {
    amount
    currency
  }
  buy
  get
  minSubtotal {
    amount
    currency
  }
  include {
    productIds
    categoryIds
    collectionIds
    brandIds
    valueIds
    kinds
  }
  firstOrderOnly
  signedInOnly
  zones
  maxUses
  maxUsesPerShopper
  budget {
    amount
    currency
  }
  code
  batchCodes
  uses
  orders
  discountGiven {
    amount
    currency
  }
  revenue {
    amount
    currency
  }
  version
}`, {"hash":"sha256:93f10086fb698da3601daae91cad3a819d1ebf72c7320667f32839c429e11142"}) as unknown as TypedDocumentString<CreateOfferMutation, CreateOfferMutationVariables>;
export const UpdateOfferDocument = new TypedDocumentString(`
    mutation UpdateOffer($id: ID!, $expectedVersion: Int!, $input: OfferInput!) {
  updateOffer(id: $id, expectedVersion: $expectedVersion, input: $input) {
    ok
    refusal
    offer {
      ...AdminOfferFields
    }
  }
}
    fragment AdminOfferFields on AdminOffer {
  id
  kind
  status
  titleEn
  titleHi
  titleAr
  startsAt
  endsAt
  priority
  exclusive
  stacksWithOffers
  stacksWithReduced
  stacksWithPoints
  coversTailoring
  effect
  percent
  amount {
    amount
    currency
  }
  buy
  get
  minSubtotal {
    amount
    currency
  }
  include {
    productIds
    categoryIds
    collectionIds
    brandIds
    valueIds
    kinds
  }
  firstOrderOnly
  signedInOnly
  zones
  maxUses
  maxUsesPerShopper
  budget {
    amount
    currency
  }
  code
  batchCodes
  uses
  orders
  discountGiven {
    amount
    currency
  }
  revenue {
    amount
    currency
  }
  version
}`, {"hash":"sha256:2239ab9865766eb5dbb925e23d2e1406fe34645d923d92b74167ac03fc873460"}) as unknown as TypedDocumentString<UpdateOfferMutation, UpdateOfferMutationVariables>;
export const SetOfferStatusDocument = new TypedDocumentString(`
    mutation SetOfferStatus($id: ID!, $expectedVersion: Int!, $status: OfferStatus!) {
  setOfferStatus(id: $id, expectedVersion: $expectedVersion, status: $status) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:a1c0994793e0d3c049642d06f1ffc3b1b23ec018e974c615bae6234d8cccc6bd"}) as unknown as TypedDocumentString<SetOfferStatusMutation, SetOfferStatusMutationVariables>;
export const DuplicateOfferDocument = new TypedDocumentString(`
    mutation DuplicateOffer($id: ID!) {
  duplicateOffer(id: $id) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:77d5057fda1c5cf699c96bfc835bb17c5423955640993d444bc80af0f788438a"}) as unknown as TypedDocumentString<DuplicateOfferMutation, DuplicateOfferMutationVariables>;
export const GenerateOfferCodesDocument = new TypedDocumentString(`
    mutation GenerateOfferCodes($id: ID!, $count: Int!, $prefix: String) {
  generateOfferCodes(id: $id, count: $count, prefix: $prefix) {
    ok
    refusal
    batch
    codes
  }
}
    `, {"hash":"sha256:3e6986c2cee0083cce0405805aef6aaad49f169fcf07753a6fed596945d27eac"}) as unknown as TypedDocumentString<GenerateOfferCodesMutation, GenerateOfferCodesMutationVariables>;
export const AdminOfferCodesDocument = new TypedDocumentString(`
    query AdminOfferCodes($id: ID!) {
  adminOfferCodes(id: $id) {
    code
    batch
    used
  }
}
    `, {"hash":"sha256:a3ea9c3cf9bb5af201d61288addd70843b481ffb391ae32a95acdb73bed004fc"}) as unknown as TypedDocumentString<AdminOfferCodesQuery, AdminOfferCodesQueryVariables>;
export const AdminOfferPreviewDocument = new TypedDocumentString(`
    query AdminOfferPreview($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {
  adminOfferPreview(input: $input, items: $items, zone: $zone) {
    refusal
    why
    missing
    notWhole
    lines {
      productId
      name
      qty
      lineTotal {
        amount
      }
      discount {
        amount
      }
    }
    subtotal {
      amount
    }
    deliveryFee {
      amount
    }
    goodsDiscount {
      amount
    }
    deliveryDiscount {
      amount
    }
    total {
      amount
    }
  }
}
    `, {"hash":"sha256:a1581dde49311324828ddafcf6f1b5d656e065fd69becd93c6c2c05114b87abc"}) as unknown as TypedDocumentString<AdminOfferPreviewQuery, AdminOfferPreviewQueryVariables>;
export const CartOffersDocument = new TypedDocumentString(`
    query CartOffers($items: [CartItemInput!]!, $code: String) {
  cartOffers(items: $items, code: $code) {
    subtotal {
      amount
      currency
    }
    subtotalAfterOffers {
      amount
      currency
    }
    offers {
      ...QuoteOffersFields
    }
  }
}
    fragment QuoteOffersFields on QuoteOffers {
  code
  codeRefusal
  goodsDiscount {
    amount
    currency
  }
  deliveryDiscount {
    amount
    currency
  }
  applied {
    id
    title
    code
    endsAt
    discount {
      amount
      currency
    }
    deliveryDiscount {
      amount
      currency
    }
  }
  lines {
    key
    discount {
      amount
      currency
    }
  }
}`, {"hash":"sha256:bde842c68bb587fda135e39cb0ade0681b6c68e8f9cfe0509e6a14189ec9d0d3"}) as unknown as TypedDocumentString<CartOffersQuery, CartOffersQueryVariables>;
export const MyOrdersDocument = new TypedDocumentString(`
    query MyOrders {
  myOrders {
    number
    status
    paymentStatus
    createdAt
    itemCount
    total {
      amount
      currency
    }
    items {
      name
      image {
        src
        srcSetAvif
        srcSetWebp
        width
        height
      }
    }
  }
}
    `, {"hash":"sha256:a2e36ebe5a885e681c979d132203dd4dca09da144dbfec1e3c19684a32733052"}) as unknown as TypedDocumentString<MyOrdersQuery, MyOrdersQueryVariables>;
export const OrderDocument = new TypedDocumentString(`
    query Order($number: String!) {
  order(number: $number) {
    ...OrderFields
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:9fba6a105bdc6939c891c44c28addc78ef547d75b29bb5068ac969ce007d3af0"}) as unknown as TypedDocumentString<OrderQuery, OrderQueryVariables>;
export const OrderUpdatedDocument = new TypedDocumentString(`
    subscription OrderUpdated($number: String!) {
  orderUpdated(number: $number) {
    ...OrderFields
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:07b66d29291b5a9a21a3ac93b8dc25d722b862a6bc467a5d6a26914821a4b6bf"}) as unknown as TypedDocumentString<OrderUpdatedSubscription, OrderUpdatedSubscriptionVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($number: String!) {
  cancelOrder(number: $number) {
    ok
    refusal
    order {
      ...OrderFields
    }
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:6cd252d62e58f8667e11aa3b71c0ad47f33475fe9929497f20065a7196eecbc4"}) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const AdvanceOrderDocument = new TypedDocumentString(`
    mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {
  advanceOrder(
    number: $number
    to: $to
    carrier: $carrier
    trackingNumber: $trackingNumber
    note: $note
  ) {
    ok
    order {
      ...OrderFields
    }
  }
}
    fragment AddressFields on Address {
  id
  name
  phone
  line1
  line2
  city
  state
  postalCode
  country
  isDefault
}
fragment OrderFields on Order {
  id
  number
  status
  paymentMethod
  paymentStatus
  paymentId
  createdAt
  updatedAt
  expiresAt
  itemCount
  hasTailoring
  canCancel
  cancelRefusal
  nextStatuses
  carrier
  trackingNumber
  subtotal {
    amount
    currency
  }
  deliveryFee {
    amount
    currency
  }
  pointsUsed
  pointsDiscount {
    amount
    currency
  }
  offerDiscount {
    amount
    currency
  }
  offers {
    title
    code
    released
    discount {
      amount
      currency
    }
  }
  total {
    amount
    currency
  }
  estimatedDelivery {
    earliest
    latest
  }
  address {
    ...AddressFields
  }
  items {
    productId
    slug
    sku
    name
    brandName
    kind
    qty
    discount {
      amount
      currency
    }
    offerDiscount {
      amount
      currency
    }
    unitPrice {
      amount
      currency
    }
    lineTotal {
      amount
      currency
    }
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  events {
    status
    at
    actor
    note
    noteCode
  }
}`, {"hash":"sha256:f31e1082089a4508719a23d1f337c71aa105c9fe4e18a3005c1dfac374449883"}) as unknown as TypedDocumentString<AdvanceOrderMutation, AdvanceOrderMutationVariables>;
export const TestPaymentDocument = new TypedDocumentString(`
    query TestPayment($id: ID!) {
  testPayment(paymentId: $id) {
    id
    orderNumber
    status
    amount {
      amount
      currency
    }
  }
}
    `, {"hash":"sha256:8272e7e845953890de2fa8ae92166e9b807bb4daace09166ccc7884115fbbcfb"}) as unknown as TypedDocumentString<TestPaymentQuery, TestPaymentQueryVariables>;
export const CompleteTestPaymentDocument = new TypedDocumentString(`
    mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {
  completeTestPayment(paymentId: $id, outcome: $outcome) {
    ok
    refusal
    returnUrl
    orderNumber
  }
}
    `, {"hash":"sha256:62c3b1af1e22ca250e6356af93c64ce5117ff71dfd189d7b9466679127c9e320"}) as unknown as TypedDocumentString<CompleteTestPaymentMutation, CompleteTestPaymentMutationVariables>;
export const VerifyRazorpayDocument = new TypedDocumentString(`
    mutation VerifyRazorpay($orderNumber: String!, $razorpayOrderId: String!, $razorpayPaymentId: String!, $signature: String!) {
  verifyRazorpayPayment(
    orderNumber: $orderNumber
    razorpayOrderId: $razorpayOrderId
    razorpayPaymentId: $razorpayPaymentId
    signature: $signature
  ) {
    ok
    refusal
    order {
      number
      status
      paymentStatus
    }
  }
}
    `, {"hash":"sha256:ce1ad01f3f201e1e87e0aa24879e3c1494ba9ca32ac41105d01af4c648401875"}) as unknown as TypedDocumentString<VerifyRazorpayMutation, VerifyRazorpayMutationVariables>;
export const MyReviewStandingDocument = new TypedDocumentString(`
    query MyReviewStanding($productId: ID!) {
  myReviewStanding(productId: $productId) {
    eligible
    review {
      id
      rating
      title
      body
      author
      photo {
        key
        src
      }
    }
  }
}
    `, {"hash":"sha256:0f061d17f907fd629920bbb95a100a2a5188c0916183fa66092d772122d8ccf2"}) as unknown as TypedDocumentString<MyReviewStandingQuery, MyReviewStandingQueryVariables>;
export const WriteReviewDocument = new TypedDocumentString(`
    mutation WriteReview($productId: ID!, $reviewId: ID, $rating: Int!, $title: String!, $body: String!, $photoKey: String) {
  writeReview(
    productId: $productId
    reviewId: $reviewId
    rating: $rating
    title: $title
    body: $body
    photoKey: $photoKey
  ) {
    ok
    refusal
    review {
      id
    }
  }
}
    `, {"hash":"sha256:0010aa0302bddd5bffed224a8bc25784a73dfb429380abaca234183ba9874469"}) as unknown as TypedDocumentString<WriteReviewMutation, WriteReviewMutationVariables>;
export const AdminReviewsDocument = new TypedDocumentString(`
    query AdminReviews($status: ReviewStatusFilter, $offset: Int) {
  adminReviews(status: $status, offset: $offset, limit: 50) {
    total
    items {
      productSlug
      hidden
      hiddenReason
      hiddenAt
      review {
        id
        author
        rating
        title
        body
        createdAt
      }
    }
  }
}
    `, {"hash":"sha256:27250734555d55d7bbc6d290c202d91f5816a737ea93fbd8b4e9697b7681fdd6"}) as unknown as TypedDocumentString<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const HideReviewDocument = new TypedDocumentString(`
    mutation HideReview($id: ID!, $reason: String!) {
  hideReview(id: $id, reason: $reason) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:257858ac16ee161e1b96b72539f29694d5560aec74099be69113cfe1a5d7eb4b"}) as unknown as TypedDocumentString<HideReviewMutation, HideReviewMutationVariables>;
export const UnhideReviewDocument = new TypedDocumentString(`
    mutation UnhideReview($id: ID!) {
  unhideReview(id: $id) {
    ok
    refusal
  }
}
    `, {"hash":"sha256:97b1805d80c23c5ddc43aa21794bb8786352de9968f80e729d70d082758ccde4"}) as unknown as TypedDocumentString<UnhideReviewMutation, UnhideReviewMutationVariables>;
export const MyRewardsDocument = new TypedDocumentString(`
    query MyRewards($after: String) {
  myRewards {
    balance
    expiringSoon {
      points
      on
    }
    rules {
      pointsPer100Inr
      maxRedeemPercent
      expiryMonths
    }
    history(first: 20, after: $after) {
      entries {
        id
        kind
        points
        orderNumber
        at
      }
      nextCursor
    }
  }
}
    `, {"hash":"sha256:2e2d79a9a32ca899bcddcbf65a2079fb10e2aacfbbf7890ab9cfe91becf6bc3a"}) as unknown as TypedDocumentString<MyRewardsQuery, MyRewardsQueryVariables>;
export const OrderPointsDocument = new TypedDocumentString(`
    query OrderPoints($number: String!) {
  order(number: $number) {
    id
    pointsUsed
    pointsEarned
    pointsDiscount {
      amount
      currency
    }
  }
}
    `, {"hash":"sha256:4d43354b9c4e7634e073762121ed9c37b574d48d1765b78522ca4bd2d045e0fd"}) as unknown as TypedDocumentString<OrderPointsQuery, OrderPointsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    phone
    name
    email
    roles
    displayCurrency
    locale
  }
}
    `, {"hash":"sha256:90ac4b648114fae6573b441be10ed70dd1c79fa0ba2e020ec4304a404447d48a"}) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const TailoringForDocument = new TypedDocumentString(`
    query TailoringFor($productId: ID!) {
  tailoringFor(productId: $productId) {
    product {
      id
      sku
      kind
      name
      turnaroundDays
      price {
        amount
        currency
      }
      mrp {
        amount
        currency
      }
      brand {
        name
      }
    }
    service {
      productId
      garment
      material
      metres
      rules {
        option
        kind
        others
      }
      groups {
        code
        name
        required
        multiple
        options {
          code
          name
          picture
          extraDays
          metres
          setsMetres
          price {
            amount
            currency
          }
        }
      }
    }
  }
}
    `, {"hash":"sha256:96e47bd209b2ca8647babc2b73d40f54045c624d6e9a7291a9046f7a557c45c3"}) as unknown as TypedDocumentString<TailoringForQuery, TailoringForQueryVariables>;
export const WishlistIdsDocument = new TypedDocumentString(`
    query WishlistIds {
  myWishlist {
    productId
  }
}
    `, {"hash":"sha256:642d1de2502b8a97563157d00665aac7581faa6e868858b3bc65e12708edb39d"}) as unknown as TypedDocumentString<WishlistIdsQuery, WishlistIdsQueryVariables>;
export const MyWishlistDocument = new TypedDocumentString(`
    query MyWishlist {
  myWishlist {
    ...WishlistItemFields
  }
  me {
    id
    wishlistAlerts
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}
fragment WishlistItemFields on WishlistItem {
  productId
  available
  backInStock
  priceDropped
  priceWhenAdded {
    amount
    currency
  }
  product {
    ...ProductCardFields
  }
}`, {"hash":"sha256:f3939517ee15c5a2c1cf99afeb7a2f61645d2823c958281eba31b9cba1a49d62"}) as unknown as TypedDocumentString<MyWishlistQuery, MyWishlistQueryVariables>;
export const WishlistPreviewDocument = new TypedDocumentString(`
    query WishlistPreview($items: [WishlistEntryInput!]!) {
  wishlistPreview(items: $items) {
    ...WishlistItemFields
  }
}
    fragment ProductCardFields on Product {
  id
  slug
  sku
  kind
  name
  discountPercent
  stockState
  lowStockQuantity
  unit
  price {
    amount
    currency
  }
  mrp {
    amount
    currency
  }
  brand {
    name
    verified
  }
  category {
    name
  }
  rating {
    average
    count
  }
  thumbnail {
    src
    srcSetAvif
    srcSetWebp
    width
    height
  }
  offer {
    title
    endsAt
    price {
      amount
      currency
    }
  }
}
fragment WishlistItemFields on WishlistItem {
  productId
  available
  backInStock
  priceDropped
  priceWhenAdded {
    amount
    currency
  }
  product {
    ...ProductCardFields
  }
}`, {"hash":"sha256:32ba35dd405ff5cb3708b6cfe62037c12dd893b3dd07ebaba59aebde75ff2f3f"}) as unknown as TypedDocumentString<WishlistPreviewQuery, WishlistPreviewQueryVariables>;
export const AddToWishlistDocument = new TypedDocumentString(`
    mutation AddToWishlist($item: WishlistEntryInput!) {
  addToWishlist(item: $item) {
    ok
    error
    count
    productIds
  }
}
    `, {"hash":"sha256:6ec5c1289eb36787a9d3e33b2c7a5990ae8d19e0ddc2887aeb5f708f0a1e1ff8"}) as unknown as TypedDocumentString<AddToWishlistMutation, AddToWishlistMutationVariables>;
export const RemoveFromWishlistDocument = new TypedDocumentString(`
    mutation RemoveFromWishlist($productId: ID!) {
  removeFromWishlist(productId: $productId) {
    ok
    error
    count
    productIds
  }
}
    `, {"hash":"sha256:919d34f47a377e952a5f8c22587408e44037ddf29845e7092e2a1df19da28d86"}) as unknown as TypedDocumentString<RemoveFromWishlistMutation, RemoveFromWishlistMutationVariables>;
export const MergeWishlistDocument = new TypedDocumentString(`
    mutation MergeWishlist($items: [WishlistEntryInput!]!) {
  mergeWishlist(items: $items) {
    ok
    error
    count
    productIds
  }
}
    `, {"hash":"sha256:dbdab7c76752f26ba67a40762516ed11a17ff018f3a6c2a6c89b273e7a65c822"}) as unknown as TypedDocumentString<MergeWishlistMutation, MergeWishlistMutationVariables>;
export const SetWishlistAlertsDocument = new TypedDocumentString(`
    mutation SetWishlistAlerts($on: Boolean!) {
  setWishlistAlerts(on: $on)
}
    `, {"hash":"sha256:49718e07f1c86ab24e4b1dbf516922090df1cd76c2371881ae54c8a8ada35d10"}) as unknown as TypedDocumentString<SetWishlistAlertsMutation, SetWishlistAlertsMutationVariables>;
export const OrderTailoringDocument = new TypedDocumentString(`
    query OrderTailoring($number: String!) {
  order(number: $number) {
    number
    status
    tailoringLines {
      ...TailoringJobFields
    }
  }
  store {
    name
    email
    whatsappNumber
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:bc0e7ce6951a27ed5b7bd09c0bf80d2e6f8459dbe4e0c7df6d2bbcd400c3ba61"}) as unknown as TypedDocumentString<OrderTailoringQuery, OrderTailoringQueryVariables>;
export const OrderTailoringUpdatedDocument = new TypedDocumentString(`
    subscription OrderTailoringUpdated($number: String!) {
  orderUpdated(number: $number) {
    number
    status
    tailoringLines {
      ...TailoringJobFields
    }
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:86f76746df347dc0c0cb25c6007300156713469d515eafa5e05b8b34b415bd79"}) as unknown as TypedDocumentString<OrderTailoringUpdatedSubscription, OrderTailoringUpdatedSubscriptionVariables>;
export const ChangeTailoringMeasurementsDocument = new TypedDocumentString(`
    mutation ChangeTailoringMeasurements($lineId: ID!, $expectedVersion: Int!, $values: [MeasurementValueInput!], $profileId: ID) {
  changeTailoringMeasurements(
    lineId: $lineId
    expectedVersion: $expectedVersion
    values: $values
    profileId: $profileId
  ) {
    ok
    refusal
    errors {
      code
      field
    }
    line {
      ...TailoringJobFields
    }
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:e9e0eb91554d213a5ab20715da1b7ea00591ada7c426ae59643ab1f9790e5e8c"}) as unknown as TypedDocumentString<ChangeTailoringMeasurementsMutation, ChangeTailoringMeasurementsMutationVariables>;
export const TailoringQueueDocument = new TypedDocumentString(`
    query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {
  tailoringQueue(stage: $stage, first: $first, offset: $offset) {
    total
    lines {
      ...TailoringJobFields
    }
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:fd8ae1cb6d83f0cdd016b4f13d383f7fc65f0f800ac0264529a988c2d9a4e40f"}) as unknown as TypedDocumentString<TailoringQueueQuery, TailoringQueueQueryVariables>;
export const AdvanceTailoringLineDocument = new TypedDocumentString(`
    mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {
  advanceTailoringLine(
    lineId: $lineId
    expectedVersion: $expectedVersion
    to: $to
  ) {
    ok
    refusal
    line {
      ...TailoringJobFields
    }
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:2752a6a0eefa64837e0314a89a35c6753a21930d02eac661369d5f3378c2602c"}) as unknown as TypedDocumentString<AdvanceTailoringLineMutation, AdvanceTailoringLineMutationVariables>;
export const RecordTailoringFiguresDocument = new TypedDocumentString(`
    mutation RecordTailoringFigures($lineId: ID!, $expectedVersion: Int!, $garment: MeasurementGarment!, $unit: MeasurementUnit!, $values: [MeasurementValueInput!]!) {
  recordTailoringFigures(
    lineId: $lineId
    expectedVersion: $expectedVersion
    garment: $garment
    unit: $unit
    values: $values
  ) {
    ok
    refusal
    errors {
      code
      field
    }
    line {
      ...TailoringJobFields
    }
  }
}
    fragment TailoringJobFields on TailoringJob {
  id
  version
  orderNumber
  stage
  stageChangedAt
  nextStage
  createdAt
  ownFabric
  awaitsFigures
  canChange
  changeUntil
  changeClosed
  service {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  garment {
    name
    slug
    qty
    kind
    image {
      src
      srcSetAvif
      srcSetWebp
      width
      height
    }
  }
  options {
    group
    groupName
    code
    name
    price {
      amount
      currency
    }
    extraDays
  }
  measurement {
    kind
    name
    garment
    unit
    takenAt
    values {
      field
      mm
      value
    }
  }
}`, {"hash":"sha256:dd71aafc0972f97c8ae1a7cded62c3acd8c252a914dfa44c3cc480c75cdb642c"}) as unknown as TypedDocumentString<RecordTailoringFiguresMutation, RecordTailoringFiguresMutationVariables>;