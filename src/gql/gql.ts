/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountOrders {\n    myOrders {\n      number\n      status\n      createdAt\n      itemCount\n      hasTailoring\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n      }\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AccountOrdersDocument,
    "\n  subscription AccountOrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n": typeof types.AccountOrderUpdatedDocument,
    "\n  query AccountRewards {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n    }\n  }\n": typeof types.AccountRewardsDocument,
    "\n  query AccountWishlist {\n    myWishlist {\n      productId\n      available\n      backInStock\n      priceDropped\n      product {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AccountWishlistDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) {\n      ok\n      errors {\n        field\n        code\n      }\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice {\n      sendOtp(phone: $phone) {\n        ok\n        phone\n        refusal\n        retryAfterSeconds\n        resendAfterSeconds\n      }\n    }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice {\n      verifyOtp(phone: $phone, code: $code) {\n        ok\n        refusal\n        attemptsLeft\n        id_token\n        refresh_token\n        expires_in\n        is_new_user\n      }\n    }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice {\n      logout(everywhere: $everywhere)\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query ProfilePreferences {\n    me {\n      id\n      phone\n      email\n      emailVerifiedAt\n      locale\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      wishlistAlerts\n    }\n  }\n": typeof types.ProfilePreferencesDocument,
    "\n  mutation RequestEmailCode($email: String!) {\n    requestEmailCode(email: $email) {\n      ok\n      refusal\n    }\n  }\n": typeof types.RequestEmailCodeDocument,
    "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ok\n      refusal\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation RequestPhoneCode($phone: String!) {\n    requestPhoneCode(phone: $phone) {\n      ok\n      refusal\n    }\n  }\n": typeof types.RequestPhoneCodeDocument,
    "\n  mutation ConfirmPhone($code: String!) {\n    confirmPhone(code: $code) {\n      ok\n      refusal\n    }\n  }\n": typeof types.ConfirmPhoneDocument,
    "\n  mutation UpdatePreferences(\n    $locale: String!\n    $channels: [String!]!\n    $quietStart: Int\n    $quietEnd: Int\n    $timeZone: String\n    $wishlistAlerts: Boolean\n  ) {\n    updatePreferences(\n      locale: $locale\n      channels: $channels\n      quietStart: $quietStart\n      quietEnd: $quietEnd\n      timeZone: $timeZone\n      wishlistAlerts: $wishlistAlerts\n    ) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation RequestDeletionCode {\n    requestAccountDeletionCode {\n      ok\n      refusal\n    }\n  }\n": typeof types.RequestDeletionCodeDocument,
    "\n  mutation DeleteAccount($code: String!, $confirm: Boolean!) {\n    deleteAccount(code: $code, confirm: $confirm) {\n      ok\n      refusal\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...AddressFields\n    }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address {\n        ...AddressFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  query AdminTaxonomy {\n    adminCategories {\n      id\n      slug\n      parentId\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n      childCount\n    }\n    adminCollections {\n      id\n      slug\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n    }\n  }\n": typeof types.AdminTaxonomyDocument,
    "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": typeof types.SaveCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $expectedVersion: Int!) {\n    deleteCategory(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  mutation SaveCollection($input: CollectionInput!) {\n    saveCollection(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": typeof types.SaveCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!, $expectedVersion: Int!) {\n    deleteCollection(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  query AdminStorefront {\n    adminBanners {\n      id\n      slug\n      position\n      version\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      buttonText {\n        en\n        hi\n        ar\n      }\n      buttonLink\n      imageKey\n      discount\n      active\n    }\n    adminTrustBadges {\n      id\n      slug\n      position\n      version\n      icon\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n    }\n  }\n": typeof types.AdminStorefrontDocument,
    "\n  mutation SaveBanner($input: BannerInput!) {\n    saveBanner(input: $input) {\n      ok\n      refusal\n    }\n  }\n": typeof types.SaveBannerDocument,
    "\n  mutation SaveTrustBadge($input: TrustBadgeInput!) {\n    saveTrustBadge(input: $input) {\n      ok\n      refusal\n    }\n  }\n": typeof types.SaveTrustBadgeDocument,
    "\n  mutation DeleteStorefrontItem($kind: StorefrontItemKind!, $id: ID!, $expectedVersion: Int!) {\n    deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n    }\n  }\n": typeof types.DeleteStorefrontItemDocument,
    "\n  query AdminServices {\n    adminTailoringServices {\n      productId\n      slug\n      name {\n        en\n        hi\n        ar\n      }\n      groups {\n        id\n        code\n        required\n        multiple\n        position\n        version\n        name {\n          en\n          hi\n          ar\n        }\n        options {\n          id\n          code\n          priceMinor\n          position\n          active\n          version\n          name {\n            en\n            hi\n            ar\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminServicesDocument,
    "\n  mutation SaveOptionGroup($input: TailoringOptionGroupInput!) {\n    saveTailoringOptionGroup(input: $input) {\n      ok\n      refusal\n    }\n  }\n": typeof types.SaveOptionGroupDocument,
    "\n  mutation SaveOption($input: TailoringOptionInput!) {\n    saveTailoringOption(input: $input) {\n      ok\n      refusal\n    }\n  }\n": typeof types.SaveOptionDocument,
    "\n  query ChangeTrail($entity: String!, $entityId: String!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      id\n      actorId\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": typeof types.ChangeTrailDocument,
    "\n  query AdminOrderSearch(\n    $search: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $from: String\n    $to: String\n    $first: Int\n    $offset: Int\n  ) {\n    adminOrderSearch(\n      search: $search\n      status: $status\n      paymentStatus: $paymentStatus\n      from: $from\n      to: $to\n      first: $first\n      offset: $offset\n    ) {\n      total\n      totalCapped\n      orders {\n        id\n        number\n        status\n        paymentStatus\n        paymentMethod\n        createdAt\n        total {\n          amount\n          currency\n        }\n        address {\n          name\n          phone\n          city\n        }\n      }\n    }\n  }\n": typeof types.AdminOrderSearchDocument,
    "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n      refunds {\n        id\n        status\n        reference\n        providerRefundId\n        createdAt\n        amount {\n          amount\n          currency\n        }\n      }\n      events {\n        actorName\n      }\n    }\n    auditTrail(entity: \"order\", entityId: $number) {\n      id\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation SettleRefund($number: String!, $reference: String) {\n    settleRefund(number: $number, reference: $reference) {\n      ok\n      pending\n      refusal\n    }\n  }\n": typeof types.SettleRefundDocument,
    "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal {\n        amount\n        currency\n      }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        problem\n        previousPrice {\n          amount\n          currency\n        }\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": typeof types.CartCheckDocument,
    "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring {\n        options\n        attachTo\n        ownFabric\n        measurement {\n          kind\n          profileId\n        }\n      }\n    }\n  }\n": typeof types.SyncCartDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    version\n    slug\n    sku\n    kind\n    names {\n      en\n      hi\n      ar\n    }\n    descriptions {\n      en\n      hi\n      ar\n    }\n    priceMinor\n    mrpMinor\n    stock\n    step\n    active\n    updatedAt\n  }\n": typeof types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts(\n    $search: String\n    $kind: ProductKind\n    $published: Boolean\n    $lowStock: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    adminProducts(\n      search: $search\n      kind: $kind\n      published: $published\n      lowStock: $lowStock\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      lowStockThreshold\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query AdminProduct($id: Int!, $entityId: String!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      # Read for one product only: its links cost a statement each, too many for a page of the list.\n      categoryId\n      collectionIds\n      attributeValueIds\n      imageKeys\n    }\n    auditTrail(entity: \"product\", entityId: $entityId) {\n      id\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation EditProduct(\n    $id: Int!\n    $version: Int!\n    $slug: String!\n    $names: LocalizedTextInput!\n    $descriptions: LocalizedTextInput!\n    $priceMinor: Int!\n    $mrpMinor: Int!\n    $stock: Float\n    $active: Boolean!\n    $imageKeys: [String!]\n    $categoryId: Int\n    $collectionIds: [Int!]\n    $attributeValueIds: [Int!]\n  ) {\n    editProduct(\n      id: $id\n      version: $version\n      slug: $slug\n      names: $names\n      descriptions: $descriptions\n      priceMinor: $priceMinor\n      mrpMinor: $mrpMinor\n      stock: $stock\n      active: $active\n      imageKeys: $imageKeys\n      categoryId: $categoryId\n      collectionIds: $collectionIds\n      attributeValueIds: $attributeValueIds\n    ) {\n      ok\n      refusal\n      product {\n        ...AdminProductFields\n        categoryId\n        collectionIds\n        attributeValueIds\n        imageKeys\n      }\n    }\n  }\n": typeof types.EditProductDocument,
    "\n  query ProductCategories {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ok\n      refusal\n      product {\n        id\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  query ProductPlaces {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminCollections {\n      id\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminAttributes {\n      id\n      code\n      name {\n        en\n        hi\n        ar\n      }\n      values {\n        id\n        name {\n          en\n          hi\n          ar\n        }\n      }\n    }\n  }\n": typeof types.ProductPlacesDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price {\n      amount\n      currency\n    }\n    mrp {\n      amount\n      currency\n    }\n    brand {\n      name\n      verified\n    }\n    category {\n      name\n    }\n    rating {\n      average\n      count\n    }\n    thumbnail {\n      src\n      srcSetAvif\n      srcSetWebp\n      width\n      height\n    }\n    offer {\n      title\n      endsAt\n      price {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price {\n        min {\n          amount\n          currency\n        }\n        max {\n          amount\n          currency\n        }\n      }\n      facets {\n        attribute {\n          id\n          code\n          name\n        }\n        values {\n          count\n          selected\n          value {\n            id\n            slug\n            name\n          }\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      category {\n        slug\n        name\n        parent {\n          slug\n          name\n        }\n      }\n      attributes {\n        attribute {\n          code\n          name\n        }\n        values {\n          slug\n          name\n        }\n      }\n      collections {\n        slug\n        name\n      }\n      deliveryEstimate {\n        earliest\n        latest\n        dispatchDays\n      }\n      shopperRating {\n        average\n        count\n      }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating {\n        average\n        count\n      }\n      reviews(first: 6) {\n        histogram {\n          rating\n          count\n        }\n        items {\n          id\n          author\n          rating\n          title\n          body\n          sample\n          verifiedPurchase\n          photo {\n            srcSetAvif\n            srcSetWebp\n            src\n            width\n            height\n          }\n          createdAt\n        }\n      }\n      related(limit: 8) {\n        ...ProductCardFields\n      }\n    }\n  }\n": typeof types.ProductExtrasDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n      }\n      children {\n        id\n        slug\n        name\n      }\n    }\n  }\n": typeof types.CategoryHeadDocument,
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      children {\n        id\n        slug\n        name\n        description\n      }\n    }\n  }\n": typeof types.CategoryIndexDocument,
    "\n  query HomePage {\n    runningSales {\n      id\n      title\n      endsAt\n      percent\n      amountOff {\n        amount\n      }\n      link\n    }\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    trustBadges {\n      id\n      slug\n      icon\n      title\n      description\n    }\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    collections {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.CollectionPageDocument,
    "\n  query Sitemap {\n    categories {\n      slug\n      children {\n        slug\n      }\n    }\n    catalogueIndex {\n      products {\n        slug\n        updatedAt\n      }\n      collections {\n        slug\n        updatedAt\n      }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query ContactPage {\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n": typeof types.ContactPageDocument,
    "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!, $redeemPoints: Float, $code: String) {\n    checkoutQuote(items: $items, addressId: $addressId, redeemPoints: $redeemPoints, code: $code) {\n      ok\n      offerDiscount {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n      points {\n        held\n        cap\n        used\n        percent\n        discount {\n          amount\n          currency\n        }\n      }\n      subtotal {\n        amount\n        currency\n      }\n      deliveryFee {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n      }\n      freeDeliveryThreshold {\n        amount\n        currency\n      }\n      codLimit {\n        amount\n        currency\n      }\n      zone\n      tailoringDays\n      estimatedDelivery {\n        earliest\n        latest\n      }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        available\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n      problems {\n        id\n        key\n        problem\n        available\n        product {\n          name\n        }\n        tailoring {\n          problem\n          problemDetail\n        }\n      }\n      payment {\n        method\n        redirectUrl\n        razorpay {\n          keyId\n          orderId\n          amount\n          currency\n        }\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n": typeof types.ConsultationFieldsFragmentDoc,
    "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days {\n        date\n        starts\n      }\n    }\n  }\n": typeof types.ConsultationSlotsDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": typeof types.BookConsultationDocument,
    "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": typeof types.RescheduleConsultationDocument,
    "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": typeof types.CancelConsultationDocument,
    "\n  query MyConsultations {\n    myConsultations {\n      ...ConsultationFields\n    }\n  }\n": typeof types.MyConsultationsDocument,
    "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation {\n        ...ConsultationFields\n      }\n      shopperOrders {\n        number\n        status\n        createdAt\n        hasTailoring\n        items {\n          name\n          qty\n          kind\n        }\n      }\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.DesignerDayDocument,
    "\n  query ConsultationDesigners {\n    consultationDesigners {\n      id\n      displayName\n    }\n  }\n": typeof types.ConsultationDesignersDocument,
    "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) {\n      ok\n      refusal\n    }\n  }\n": typeof types.RecordConsultationOutcomeDocument,
    "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours {\n        weekday\n        startMinute\n        endMinute\n      }\n      daysOff\n    }\n  }\n": typeof types.DesignerSettingsDocument,
    "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) {\n      ok\n      refusal\n      field\n    }\n  }\n": typeof types.SaveDesignerSettingsDocument,
    "\n  query CurrencyRates {\n    currencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n    }\n  }\n": typeof types.CurrencyRatesDocument,
    "\n  mutation SetDisplayCurrency($code: String!) {\n    setDisplayCurrency(code: $code) {\n      ok\n      displayCurrency\n      refusal\n    }\n  }\n": typeof types.SetDisplayCurrencyDocument,
    "\n  query AdminCurrencyRates {\n    adminCurrencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n": typeof types.AdminCurrencyRatesDocument,
    "\n  mutation UpdateCurrencyRate($code: String!, $inrPerUnit: Float!, $asOf: String!, $expectedVersion: Int!) {\n    updateCurrencyRate(code: $code, inrPerUnit: $inrPerUnit, asOf: $asOf, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      rate {\n        code\n        inrPerUnit\n        asOf\n        version\n      }\n    }\n  }\n": typeof types.UpdateCurrencyRateDocument,
    "\n  query Customers($search: String, $first: Int, $offset: Int) {\n    customers(search: $search, first: $first, offset: $offset) {\n      total\n      customers {\n        id\n        phone\n        name\n        email\n        roles\n        createdAt\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($id: ID!, $entityId: String!) {\n    customer(id: $id) {\n      id\n      phone\n      name\n      email\n      roles\n      createdAt\n      orders {\n        number\n        status\n        paymentStatus\n        totalMinor\n        currency\n        createdAt\n      }\n      addresses {\n        id\n        name\n        line1\n        city\n        postalCode\n      }\n      measurementProfiles {\n        id\n        name\n        garment\n      }\n      consultations {\n        id\n        topic\n        status\n        startsAt\n      }\n      enquiries {\n        id\n        interest\n        status\n        message\n        createdAt\n      }\n    }\n    auditTrail(entity: \"user\", entityId: $entityId) {\n      id\n      actorId\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  mutation SetStaffRole($userId: ID!, $role: StaffRole!, $granted: Boolean!) {\n    setStaffRole(userId: $userId, role: $role, granted: $granted) {\n      ok\n      code\n      customer {\n        id\n        roles\n      }\n    }\n  }\n": typeof types.SetStaffRoleDocument,
    "\n  query StaffDashboard {\n    staffDashboard {\n      day\n      consultationsToday\n      newEnquiries\n      tailoring {\n        stage\n        count\n      }\n      admin {\n        ordersToday\n        ordersTodayMinor\n        takingsTodayMinor\n        toConfirm\n        toShip\n        refundsDue\n        lowStock\n        lowStockThreshold\n      }\n    }\n  }\n": typeof types.StaffDashboardDocument,
    "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n": typeof types.EnquiryFieldsFragmentDoc,
    "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) {\n      ok\n      code\n      field\n      retryAfterSeconds\n    }\n  }\n": typeof types.SendEnquiryDocument,
    "\n  query MyEnquiries {\n    myEnquiries {\n      ...EnquiryFields\n    }\n  }\n": typeof types.MyEnquiriesDocument,
    "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) {\n      ...EnquiryFields\n    }\n  }\n": typeof types.StaffEnquiriesDocument,
    "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) {\n      ok\n      code\n      enquiry {\n        ...EnquiryFields\n      }\n    }\n  }\n": typeof types.UpdateEnquiryDocument,
    "\n  query ClaimableEnquiryCount {\n    claimableEnquiryCount\n  }\n": typeof types.ClaimableEnquiryCountDocument,
    "\n  mutation ClaimEnquiries {\n    claimEnquiries {\n      claimed\n    }\n  }\n": typeof types.ClaimEnquiriesDocument,
    "\n  mutation SetLanguage($locale: String!) {\n    setLanguage(locale: $locale) {\n      ok\n      locale\n      refusal\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values {\n      field\n      mm\n    }\n    updatedAt\n  }\n": typeof types.MeasurementProfileFieldsFragmentDoc,
    "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) {\n      ...MeasurementProfileFields\n    }\n  }\n": typeof types.MyMeasurementProfilesDocument,
    "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": typeof types.CreateMeasurementProfileDocument,
    "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": typeof types.UpdateMeasurementProfileDocument,
    "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) {\n      ok\n      code\n    }\n  }\n": typeof types.DeleteMeasurementProfileDocument,
    "\n  fragment AdminOfferFields on AdminOffer {\n    id\n    kind\n    status\n    titleEn\n    titleHi\n    titleAr\n    startsAt\n    endsAt\n    priority\n    exclusive\n    stacksWithOffers\n    stacksWithReduced\n    stacksWithPoints\n    coversTailoring\n    effect\n    percent\n    amount {\n      amount\n      currency\n    }\n    buy\n    get\n    minSubtotal {\n      amount\n      currency\n    }\n    include {\n      productIds\n      categoryIds\n      collectionIds\n      brandIds\n      valueIds\n      kinds\n    }\n    firstOrderOnly\n    signedInOnly\n    zones\n    maxUses\n    maxUsesPerShopper\n    budget {\n      amount\n      currency\n    }\n    code\n    batchCodes\n    uses\n    orders\n    discountGiven {\n      amount\n      currency\n    }\n    revenue {\n      amount\n      currency\n    }\n    version\n  }\n": typeof types.AdminOfferFieldsFragmentDoc,
    "\n  query AdminOffers {\n    adminOffers {\n      ...AdminOfferFields\n    }\n  }\n": typeof types.AdminOffersDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n": typeof types.CreateOfferDocument,
    "\n  mutation UpdateOffer($id: ID!, $expectedVersion: Int!, $input: OfferInput!) {\n    updateOffer(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n": typeof types.UpdateOfferDocument,
    "\n  mutation SetOfferStatus($id: ID!, $expectedVersion: Int!, $status: OfferStatus!) {\n    setOfferStatus(id: $id, expectedVersion: $expectedVersion, status: $status) {\n      ok\n      refusal\n    }\n  }\n": typeof types.SetOfferStatusDocument,
    "\n  mutation DuplicateOffer($id: ID!) {\n    duplicateOffer(id: $id) {\n      ok\n      refusal\n    }\n  }\n": typeof types.DuplicateOfferDocument,
    "\n  mutation GenerateOfferCodes($id: ID!, $count: Int!, $prefix: String) {\n    generateOfferCodes(id: $id, count: $count, prefix: $prefix) {\n      ok\n      refusal\n      batch\n      codes\n    }\n  }\n": typeof types.GenerateOfferCodesDocument,
    "\n  query AdminOfferCodes($id: ID!) {\n    adminOfferCodes(id: $id) {\n      code\n      batch\n      used\n    }\n  }\n": typeof types.AdminOfferCodesDocument,
    "\n  query AdminOfferPreview($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {\n    adminOfferPreview(input: $input, items: $items, zone: $zone) {\n      refusal\n      why\n      missing\n      notWhole\n      lines {\n        productId\n        name\n        qty\n        lineTotal {\n          amount\n        }\n        discount {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      deliveryFee {\n        amount\n      }\n      goodsDiscount {\n        amount\n      }\n      deliveryDiscount {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n": typeof types.AdminOfferPreviewDocument,
    "\n  fragment QuoteOffersFields on QuoteOffers {\n    code\n    codeRefusal\n    goodsDiscount {\n      amount\n      currency\n    }\n    deliveryDiscount {\n      amount\n      currency\n    }\n    applied {\n      id\n      title\n      code\n      endsAt\n      discount {\n        amount\n        currency\n      }\n      deliveryDiscount {\n        amount\n        currency\n      }\n    }\n    lines {\n      key\n      discount {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.QuoteOffersFieldsFragmentDoc,
    "\n  query CartOffers($items: [CartItemInput!]!, $code: String) {\n    cartOffers(items: $items, code: $code) {\n      subtotal {\n        amount\n        currency\n      }\n      subtotalAfterOffers {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n    }\n  }\n": typeof types.CartOffersDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal {\n      amount\n      currency\n    }\n    deliveryFee {\n      amount\n      currency\n    }\n    pointsUsed\n    pointsDiscount {\n      amount\n      currency\n    }\n    offerDiscount {\n      amount\n      currency\n    }\n    offers {\n      title\n      code\n      released\n      discount {\n        amount\n        currency\n      }\n    }\n    total {\n      amount\n      currency\n    }\n    estimatedDelivery {\n      earliest\n      latest\n    }\n    address {\n      ...AddressFields\n    }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount {\n        amount\n        currency\n      }\n      offerDiscount {\n        amount\n        currency\n      }\n      unitPrice {\n        amount\n        currency\n      }\n      lineTotal {\n        amount\n        currency\n      }\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    events {\n      status\n      at\n      actor\n      note\n      noteCode\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n        image {\n          src\n          srcSetAvif\n          srcSetWebp\n          width\n          height\n        }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query Order($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDocument,
    "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderUpdatedDocument,
    "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.AdvanceOrderDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) {\n      id\n      orderNumber\n      status\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.TestPaymentDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) {\n      ok\n      refusal\n      returnUrl\n      orderNumber\n    }\n  }\n": typeof types.CompleteTestPaymentDocument,
    "\n  mutation VerifyRazorpay(\n    $orderNumber: String!\n    $razorpayOrderId: String!\n    $razorpayPaymentId: String!\n    $signature: String!\n  ) {\n    verifyRazorpayPayment(\n      orderNumber: $orderNumber\n      razorpayOrderId: $razorpayOrderId\n      razorpayPaymentId: $razorpayPaymentId\n      signature: $signature\n    ) {\n      ok\n      refusal\n      order {\n        number\n        status\n        paymentStatus\n      }\n    }\n  }\n": typeof types.VerifyRazorpayDocument,
    "\n  query MyReviewStanding($productId: ID!) {\n    myReviewStanding(productId: $productId) {\n      eligible\n      review {\n        id\n        rating\n        title\n        body\n        author\n        photo {\n          key\n          src\n        }\n      }\n    }\n  }\n": typeof types.MyReviewStandingDocument,
    "\n  mutation WriteReview(\n    $productId: ID!\n    $reviewId: ID\n    $rating: Int!\n    $title: String!\n    $body: String!\n    $photoKey: String\n  ) {\n    writeReview(\n      productId: $productId\n      reviewId: $reviewId\n      rating: $rating\n      title: $title\n      body: $body\n      photoKey: $photoKey\n    ) {\n      ok\n      refusal\n      review {\n        id\n      }\n    }\n  }\n": typeof types.WriteReviewDocument,
    "\n  query AdminReviews($status: ReviewStatusFilter, $offset: Int) {\n    adminReviews(status: $status, offset: $offset, limit: 50) {\n      total\n      items {\n        productSlug\n        hidden\n        hiddenReason\n        hiddenAt\n        review {\n          id\n          author\n          rating\n          title\n          body\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      ok\n      refusal\n    }\n  }\n": typeof types.HideReviewDocument,
    "\n  mutation UnhideReview($id: ID!) {\n    unhideReview(id: $id) {\n      ok\n      refusal\n    }\n  }\n": typeof types.UnhideReviewDocument,
    "\n  query MyRewards($after: String) {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n      rules {\n        pointsPer100Inr\n        maxRedeemPercent\n        expiryMonths\n      }\n      history(first: 20, after: $after) {\n        entries {\n          id\n          kind\n          points\n          orderNumber\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n": typeof types.MyRewardsDocument,
    "\n  query OrderPoints($number: String!) {\n    order(number: $number) {\n      id\n      pointsUsed\n      pointsEarned\n      pointsDiscount {\n        amount\n        currency\n      }\n    }\n  }\n": typeof types.OrderPointsDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      name\n      email\n      roles\n      displayCurrency\n      locale\n    }\n  }\n": typeof types.MeDocument,
    "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price {\n          amount\n          currency\n        }\n        mrp {\n          amount\n          currency\n        }\n        brand {\n          name\n        }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules {\n          option\n          kind\n          others\n        }\n        groups {\n          code\n          name\n          required\n          multiple\n          options {\n            code\n            name\n            picture\n            extraDays\n            metres\n            setsMetres\n            price {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TailoringForDocument,
    "\n  query WishlistIds {\n    myWishlist {\n      productId\n    }\n  }\n": typeof types.WishlistIdsDocument,
    "\n  fragment WishlistItemFields on WishlistItem {\n    productId\n    available\n    backInStock\n    priceDropped\n    priceWhenAdded {\n      amount\n      currency\n    }\n    product {\n      ...ProductCardFields\n    }\n  }\n": typeof types.WishlistItemFieldsFragmentDoc,
    "\n  query MyWishlist {\n    myWishlist {\n      ...WishlistItemFields\n    }\n    me {\n      id\n      wishlistAlerts\n    }\n  }\n": typeof types.MyWishlistDocument,
    "\n  query WishlistPreview($items: [WishlistEntryInput!]!) {\n    wishlistPreview(items: $items) {\n      ...WishlistItemFields\n    }\n  }\n": typeof types.WishlistPreviewDocument,
    "\n  mutation AddToWishlist($item: WishlistEntryInput!) {\n    addToWishlist(item: $item) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  mutation MergeWishlist($items: [WishlistEntryInput!]!) {\n    mergeWishlist(items: $items) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": typeof types.MergeWishlistDocument,
    "\n  mutation SetWishlistAlerts($on: Boolean!) {\n    setWishlistAlerts(on: $on)\n  }\n": typeof types.SetWishlistAlertsDocument,
    "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    awaitsFigures\n    canChange\n    changeUntil\n    changeClosed\n    service {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    garment {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    options {\n      group\n      groupName\n      code\n      name\n      price {\n        amount\n        currency\n      }\n      extraDays\n    }\n    measurement {\n      kind\n      name\n      garment\n      unit\n      takenAt\n      values {\n        field\n        mm\n        value\n      }\n    }\n  }\n": typeof types.TailoringJobFieldsFragmentDoc,
    "\n  query OrderTailoring($number: String!) {\n    order(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n": typeof types.OrderTailoringDocument,
    "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.OrderTailoringUpdatedDocument,
    "\n  mutation ChangeTailoringMeasurements(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $values: [MeasurementValueInput!]\n    $profileId: ID\n  ) {\n    changeTailoringMeasurements(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      values: $values\n      profileId: $profileId\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.ChangeTailoringMeasurementsDocument,
    "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) {\n      total\n      lines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.TailoringQueueDocument,
    "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) {\n      ok\n      refusal\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.AdvanceTailoringLineDocument,
    "\n  mutation RecordTailoringFigures(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $garment: MeasurementGarment!\n    $unit: MeasurementUnit!\n    $values: [MeasurementValueInput!]!\n  ) {\n    recordTailoringFigures(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      garment: $garment\n      unit: $unit\n      values: $values\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": typeof types.RecordTailoringFiguresDocument,
};
const documents: Documents = {
    "\n  query AccountOrders {\n    myOrders {\n      number\n      status\n      createdAt\n      itemCount\n      hasTailoring\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n      }\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n": types.AccountOrdersDocument,
    "\n  subscription AccountOrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n": types.AccountOrderUpdatedDocument,
    "\n  query AccountRewards {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n    }\n  }\n": types.AccountRewardsDocument,
    "\n  query AccountWishlist {\n    myWishlist {\n      productId\n      available\n      backInStock\n      priceDropped\n      product {\n        id\n        name\n      }\n    }\n  }\n": types.AccountWishlistDocument,
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) {\n      ok\n      errors {\n        field\n        code\n      }\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice {\n      sendOtp(phone: $phone) {\n        ok\n        phone\n        refusal\n        retryAfterSeconds\n        resendAfterSeconds\n      }\n    }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice {\n      verifyOtp(phone: $phone, code: $code) {\n        ok\n        refusal\n        attemptsLeft\n        id_token\n        refresh_token\n        expires_in\n        is_new_user\n      }\n    }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice {\n      logout(everywhere: $everywhere)\n    }\n  }\n": types.LogoutDocument,
    "\n  query ProfilePreferences {\n    me {\n      id\n      phone\n      email\n      emailVerifiedAt\n      locale\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      wishlistAlerts\n    }\n  }\n": types.ProfilePreferencesDocument,
    "\n  mutation RequestEmailCode($email: String!) {\n    requestEmailCode(email: $email) {\n      ok\n      refusal\n    }\n  }\n": types.RequestEmailCodeDocument,
    "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ok\n      refusal\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation RequestPhoneCode($phone: String!) {\n    requestPhoneCode(phone: $phone) {\n      ok\n      refusal\n    }\n  }\n": types.RequestPhoneCodeDocument,
    "\n  mutation ConfirmPhone($code: String!) {\n    confirmPhone(code: $code) {\n      ok\n      refusal\n    }\n  }\n": types.ConfirmPhoneDocument,
    "\n  mutation UpdatePreferences(\n    $locale: String!\n    $channels: [String!]!\n    $quietStart: Int\n    $quietEnd: Int\n    $timeZone: String\n    $wishlistAlerts: Boolean\n  ) {\n    updatePreferences(\n      locale: $locale\n      channels: $channels\n      quietStart: $quietStart\n      quietEnd: $quietEnd\n      timeZone: $timeZone\n      wishlistAlerts: $wishlistAlerts\n    ) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation RequestDeletionCode {\n    requestAccountDeletionCode {\n      ok\n      refusal\n    }\n  }\n": types.RequestDeletionCodeDocument,
    "\n  mutation DeleteAccount($code: String!, $confirm: Boolean!) {\n    deleteAccount(code: $code, confirm: $confirm) {\n      ok\n      refusal\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses {\n      ...AddressFields\n    }\n  }\n": types.MyAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address {\n        ...AddressFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n": types.SetDefaultAddressDocument,
    "\n  query AdminTaxonomy {\n    adminCategories {\n      id\n      slug\n      parentId\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n      childCount\n    }\n    adminCollections {\n      id\n      slug\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n    }\n  }\n": types.AdminTaxonomyDocument,
    "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": types.SaveCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!, $expectedVersion: Int!) {\n    deleteCategory(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": types.DeleteCategoryDocument,
    "\n  mutation SaveCollection($input: CollectionInput!) {\n    saveCollection(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": types.SaveCollectionDocument,
    "\n  mutation DeleteCollection($id: ID!, $expectedVersion: Int!) {\n    deleteCollection(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  query AdminStorefront {\n    adminBanners {\n      id\n      slug\n      position\n      version\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      buttonText {\n        en\n        hi\n        ar\n      }\n      buttonLink\n      imageKey\n      discount\n      active\n    }\n    adminTrustBadges {\n      id\n      slug\n      position\n      version\n      icon\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n    }\n  }\n": types.AdminStorefrontDocument,
    "\n  mutation SaveBanner($input: BannerInput!) {\n    saveBanner(input: $input) {\n      ok\n      refusal\n    }\n  }\n": types.SaveBannerDocument,
    "\n  mutation SaveTrustBadge($input: TrustBadgeInput!) {\n    saveTrustBadge(input: $input) {\n      ok\n      refusal\n    }\n  }\n": types.SaveTrustBadgeDocument,
    "\n  mutation DeleteStorefrontItem($kind: StorefrontItemKind!, $id: ID!, $expectedVersion: Int!) {\n    deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n    }\n  }\n": types.DeleteStorefrontItemDocument,
    "\n  query AdminServices {\n    adminTailoringServices {\n      productId\n      slug\n      name {\n        en\n        hi\n        ar\n      }\n      groups {\n        id\n        code\n        required\n        multiple\n        position\n        version\n        name {\n          en\n          hi\n          ar\n        }\n        options {\n          id\n          code\n          priceMinor\n          position\n          active\n          version\n          name {\n            en\n            hi\n            ar\n          }\n        }\n      }\n    }\n  }\n": types.AdminServicesDocument,
    "\n  mutation SaveOptionGroup($input: TailoringOptionGroupInput!) {\n    saveTailoringOptionGroup(input: $input) {\n      ok\n      refusal\n    }\n  }\n": types.SaveOptionGroupDocument,
    "\n  mutation SaveOption($input: TailoringOptionInput!) {\n    saveTailoringOption(input: $input) {\n      ok\n      refusal\n    }\n  }\n": types.SaveOptionDocument,
    "\n  query ChangeTrail($entity: String!, $entityId: String!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      id\n      actorId\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": types.ChangeTrailDocument,
    "\n  query AdminOrderSearch(\n    $search: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $from: String\n    $to: String\n    $first: Int\n    $offset: Int\n  ) {\n    adminOrderSearch(\n      search: $search\n      status: $status\n      paymentStatus: $paymentStatus\n      from: $from\n      to: $to\n      first: $first\n      offset: $offset\n    ) {\n      total\n      totalCapped\n      orders {\n        id\n        number\n        status\n        paymentStatus\n        paymentMethod\n        createdAt\n        total {\n          amount\n          currency\n        }\n        address {\n          name\n          phone\n          city\n        }\n      }\n    }\n  }\n": types.AdminOrderSearchDocument,
    "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n      refunds {\n        id\n        status\n        reference\n        providerRefundId\n        createdAt\n        amount {\n          amount\n          currency\n        }\n      }\n      events {\n        actorName\n      }\n    }\n    auditTrail(entity: \"order\", entityId: $number) {\n      id\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation SettleRefund($number: String!, $reference: String) {\n    settleRefund(number: $number, reference: $reference) {\n      ok\n      pending\n      refusal\n    }\n  }\n": types.SettleRefundDocument,
    "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal {\n        amount\n        currency\n      }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        problem\n        previousPrice {\n          amount\n          currency\n        }\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": types.CartCheckDocument,
    "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring {\n        options\n        attachTo\n        ownFabric\n        measurement {\n          kind\n          profileId\n        }\n      }\n    }\n  }\n": types.SyncCartDocument,
    "\n  fragment AdminProductFields on AdminProduct {\n    id\n    version\n    slug\n    sku\n    kind\n    names {\n      en\n      hi\n      ar\n    }\n    descriptions {\n      en\n      hi\n      ar\n    }\n    priceMinor\n    mrpMinor\n    stock\n    step\n    active\n    updatedAt\n  }\n": types.AdminProductFieldsFragmentDoc,
    "\n  query AdminProducts(\n    $search: String\n    $kind: ProductKind\n    $published: Boolean\n    $lowStock: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    adminProducts(\n      search: $search\n      kind: $kind\n      published: $published\n      lowStock: $lowStock\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      lowStockThreshold\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query AdminProduct($id: Int!, $entityId: String!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      # Read for one product only: its links cost a statement each, too many for a page of the list.\n      categoryId\n      collectionIds\n      attributeValueIds\n      imageKeys\n    }\n    auditTrail(entity: \"product\", entityId: $entityId) {\n      id\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation EditProduct(\n    $id: Int!\n    $version: Int!\n    $slug: String!\n    $names: LocalizedTextInput!\n    $descriptions: LocalizedTextInput!\n    $priceMinor: Int!\n    $mrpMinor: Int!\n    $stock: Float\n    $active: Boolean!\n    $imageKeys: [String!]\n    $categoryId: Int\n    $collectionIds: [Int!]\n    $attributeValueIds: [Int!]\n  ) {\n    editProduct(\n      id: $id\n      version: $version\n      slug: $slug\n      names: $names\n      descriptions: $descriptions\n      priceMinor: $priceMinor\n      mrpMinor: $mrpMinor\n      stock: $stock\n      active: $active\n      imageKeys: $imageKeys\n      categoryId: $categoryId\n      collectionIds: $collectionIds\n      attributeValueIds: $attributeValueIds\n    ) {\n      ok\n      refusal\n      product {\n        ...AdminProductFields\n        categoryId\n        collectionIds\n        attributeValueIds\n        imageKeys\n      }\n    }\n  }\n": types.EditProductDocument,
    "\n  query ProductCategories {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ok\n      refusal\n      product {\n        id\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  query ProductPlaces {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminCollections {\n      id\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminAttributes {\n      id\n      code\n      name {\n        en\n        hi\n        ar\n      }\n      values {\n        id\n        name {\n          en\n          hi\n          ar\n        }\n      }\n    }\n  }\n": types.ProductPlacesDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price {\n      amount\n      currency\n    }\n    mrp {\n      amount\n      currency\n    }\n    brand {\n      name\n      verified\n    }\n    category {\n      name\n    }\n    rating {\n      average\n      count\n    }\n    thumbnail {\n      src\n      srcSetAvif\n      srcSetWebp\n      width\n      height\n    }\n    offer {\n      title\n      endsAt\n      price {\n        amount\n        currency\n      }\n    }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price {\n        min {\n          amount\n          currency\n        }\n        max {\n          amount\n          currency\n        }\n      }\n      facets {\n        attribute {\n          id\n          code\n          name\n        }\n        values {\n          count\n          selected\n          value {\n            id\n            slug\n            name\n          }\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ProductListingDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      category {\n        slug\n        name\n        parent {\n          slug\n          name\n        }\n      }\n      attributes {\n        attribute {\n          code\n          name\n        }\n        values {\n          slug\n          name\n        }\n      }\n      collections {\n        slug\n        name\n      }\n      deliveryEstimate {\n        earliest\n        latest\n        dispatchDays\n      }\n      shopperRating {\n        average\n        count\n      }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating {\n        average\n        count\n      }\n      reviews(first: 6) {\n        histogram {\n          rating\n          count\n        }\n        items {\n          id\n          author\n          rating\n          title\n          body\n          sample\n          verifiedPurchase\n          photo {\n            srcSetAvif\n            srcSetWebp\n            src\n            width\n            height\n          }\n          createdAt\n        }\n      }\n      related(limit: 8) {\n        ...ProductCardFields\n      }\n    }\n  }\n": types.ProductExtrasDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n      }\n      children {\n        id\n        slug\n        name\n      }\n    }\n  }\n": types.CategoryHeadDocument,
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      children {\n        id\n        slug\n        name\n        description\n      }\n    }\n  }\n": types.CategoryIndexDocument,
    "\n  query HomePage {\n    runningSales {\n      id\n      title\n      endsAt\n      percent\n      amountOff {\n        amount\n      }\n      link\n    }\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    trustBadges {\n      id\n      slug\n      icon\n      title\n      description\n    }\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    collections {\n      id\n      slug\n      name\n    }\n  }\n": types.CollectionPageDocument,
    "\n  query Sitemap {\n    categories {\n      slug\n      children {\n        slug\n      }\n    }\n    catalogueIndex {\n      products {\n        slug\n        updatedAt\n      }\n      collections {\n        slug\n        updatedAt\n      }\n    }\n  }\n": types.SitemapDocument,
    "\n  query ContactPage {\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n": types.ContactPageDocument,
    "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!, $redeemPoints: Float, $code: String) {\n    checkoutQuote(items: $items, addressId: $addressId, redeemPoints: $redeemPoints, code: $code) {\n      ok\n      offerDiscount {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n      points {\n        held\n        cap\n        used\n        percent\n        discount {\n          amount\n          currency\n        }\n      }\n      subtotal {\n        amount\n        currency\n      }\n      deliveryFee {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n      }\n      freeDeliveryThreshold {\n        amount\n        currency\n      }\n      codLimit {\n        amount\n        currency\n      }\n      zone\n      tailoringDays\n      estimatedDelivery {\n        earliest\n        latest\n      }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        available\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n      problems {\n        id\n        key\n        problem\n        available\n        product {\n          name\n        }\n        tailoring {\n          problem\n          problemDetail\n        }\n      }\n      payment {\n        method\n        redirectUrl\n        razorpay {\n          keyId\n          orderId\n          amount\n          currency\n        }\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n": types.ConsultationFieldsFragmentDoc,
    "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days {\n        date\n        starts\n      }\n    }\n  }\n": types.ConsultationSlotsDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": types.BookConsultationDocument,
    "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": types.RescheduleConsultationDocument,
    "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n": types.CancelConsultationDocument,
    "\n  query MyConsultations {\n    myConsultations {\n      ...ConsultationFields\n    }\n  }\n": types.MyConsultationsDocument,
    "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation {\n        ...ConsultationFields\n      }\n      shopperOrders {\n        number\n        status\n        createdAt\n        hasTailoring\n        items {\n          name\n          qty\n          kind\n        }\n      }\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.DesignerDayDocument,
    "\n  query ConsultationDesigners {\n    consultationDesigners {\n      id\n      displayName\n    }\n  }\n": types.ConsultationDesignersDocument,
    "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) {\n      ok\n      refusal\n    }\n  }\n": types.RecordConsultationOutcomeDocument,
    "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours {\n        weekday\n        startMinute\n        endMinute\n      }\n      daysOff\n    }\n  }\n": types.DesignerSettingsDocument,
    "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) {\n      ok\n      refusal\n      field\n    }\n  }\n": types.SaveDesignerSettingsDocument,
    "\n  query CurrencyRates {\n    currencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n    }\n  }\n": types.CurrencyRatesDocument,
    "\n  mutation SetDisplayCurrency($code: String!) {\n    setDisplayCurrency(code: $code) {\n      ok\n      displayCurrency\n      refusal\n    }\n  }\n": types.SetDisplayCurrencyDocument,
    "\n  query AdminCurrencyRates {\n    adminCurrencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n": types.AdminCurrencyRatesDocument,
    "\n  mutation UpdateCurrencyRate($code: String!, $inrPerUnit: Float!, $asOf: String!, $expectedVersion: Int!) {\n    updateCurrencyRate(code: $code, inrPerUnit: $inrPerUnit, asOf: $asOf, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      rate {\n        code\n        inrPerUnit\n        asOf\n        version\n      }\n    }\n  }\n": types.UpdateCurrencyRateDocument,
    "\n  query Customers($search: String, $first: Int, $offset: Int) {\n    customers(search: $search, first: $first, offset: $offset) {\n      total\n      customers {\n        id\n        phone\n        name\n        email\n        roles\n        createdAt\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($id: ID!, $entityId: String!) {\n    customer(id: $id) {\n      id\n      phone\n      name\n      email\n      roles\n      createdAt\n      orders {\n        number\n        status\n        paymentStatus\n        totalMinor\n        currency\n        createdAt\n      }\n      addresses {\n        id\n        name\n        line1\n        city\n        postalCode\n      }\n      measurementProfiles {\n        id\n        name\n        garment\n      }\n      consultations {\n        id\n        topic\n        status\n        startsAt\n      }\n      enquiries {\n        id\n        interest\n        status\n        message\n        createdAt\n      }\n    }\n    auditTrail(entity: \"user\", entityId: $entityId) {\n      id\n      actorId\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n": types.CustomerDocument,
    "\n  mutation SetStaffRole($userId: ID!, $role: StaffRole!, $granted: Boolean!) {\n    setStaffRole(userId: $userId, role: $role, granted: $granted) {\n      ok\n      code\n      customer {\n        id\n        roles\n      }\n    }\n  }\n": types.SetStaffRoleDocument,
    "\n  query StaffDashboard {\n    staffDashboard {\n      day\n      consultationsToday\n      newEnquiries\n      tailoring {\n        stage\n        count\n      }\n      admin {\n        ordersToday\n        ordersTodayMinor\n        takingsTodayMinor\n        toConfirm\n        toShip\n        refundsDue\n        lowStock\n        lowStockThreshold\n      }\n    }\n  }\n": types.StaffDashboardDocument,
    "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n": types.EnquiryFieldsFragmentDoc,
    "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) {\n      ok\n      code\n      field\n      retryAfterSeconds\n    }\n  }\n": types.SendEnquiryDocument,
    "\n  query MyEnquiries {\n    myEnquiries {\n      ...EnquiryFields\n    }\n  }\n": types.MyEnquiriesDocument,
    "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) {\n      ...EnquiryFields\n    }\n  }\n": types.StaffEnquiriesDocument,
    "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) {\n      ok\n      code\n      enquiry {\n        ...EnquiryFields\n      }\n    }\n  }\n": types.UpdateEnquiryDocument,
    "\n  query ClaimableEnquiryCount {\n    claimableEnquiryCount\n  }\n": types.ClaimableEnquiryCountDocument,
    "\n  mutation ClaimEnquiries {\n    claimEnquiries {\n      claimed\n    }\n  }\n": types.ClaimEnquiriesDocument,
    "\n  mutation SetLanguage($locale: String!) {\n    setLanguage(locale: $locale) {\n      ok\n      locale\n      refusal\n    }\n  }\n": types.SetLanguageDocument,
    "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values {\n      field\n      mm\n    }\n    updatedAt\n  }\n": types.MeasurementProfileFieldsFragmentDoc,
    "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) {\n      ...MeasurementProfileFields\n    }\n  }\n": types.MyMeasurementProfilesDocument,
    "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": types.CreateMeasurementProfileDocument,
    "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n": types.UpdateMeasurementProfileDocument,
    "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) {\n      ok\n      code\n    }\n  }\n": types.DeleteMeasurementProfileDocument,
    "\n  fragment AdminOfferFields on AdminOffer {\n    id\n    kind\n    status\n    titleEn\n    titleHi\n    titleAr\n    startsAt\n    endsAt\n    priority\n    exclusive\n    stacksWithOffers\n    stacksWithReduced\n    stacksWithPoints\n    coversTailoring\n    effect\n    percent\n    amount {\n      amount\n      currency\n    }\n    buy\n    get\n    minSubtotal {\n      amount\n      currency\n    }\n    include {\n      productIds\n      categoryIds\n      collectionIds\n      brandIds\n      valueIds\n      kinds\n    }\n    firstOrderOnly\n    signedInOnly\n    zones\n    maxUses\n    maxUsesPerShopper\n    budget {\n      amount\n      currency\n    }\n    code\n    batchCodes\n    uses\n    orders\n    discountGiven {\n      amount\n      currency\n    }\n    revenue {\n      amount\n      currency\n    }\n    version\n  }\n": types.AdminOfferFieldsFragmentDoc,
    "\n  query AdminOffers {\n    adminOffers {\n      ...AdminOfferFields\n    }\n  }\n": types.AdminOffersDocument,
    "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n": types.CreateOfferDocument,
    "\n  mutation UpdateOffer($id: ID!, $expectedVersion: Int!, $input: OfferInput!) {\n    updateOffer(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n": types.UpdateOfferDocument,
    "\n  mutation SetOfferStatus($id: ID!, $expectedVersion: Int!, $status: OfferStatus!) {\n    setOfferStatus(id: $id, expectedVersion: $expectedVersion, status: $status) {\n      ok\n      refusal\n    }\n  }\n": types.SetOfferStatusDocument,
    "\n  mutation DuplicateOffer($id: ID!) {\n    duplicateOffer(id: $id) {\n      ok\n      refusal\n    }\n  }\n": types.DuplicateOfferDocument,
    "\n  mutation GenerateOfferCodes($id: ID!, $count: Int!, $prefix: String) {\n    generateOfferCodes(id: $id, count: $count, prefix: $prefix) {\n      ok\n      refusal\n      batch\n      codes\n    }\n  }\n": types.GenerateOfferCodesDocument,
    "\n  query AdminOfferCodes($id: ID!) {\n    adminOfferCodes(id: $id) {\n      code\n      batch\n      used\n    }\n  }\n": types.AdminOfferCodesDocument,
    "\n  query AdminOfferPreview($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {\n    adminOfferPreview(input: $input, items: $items, zone: $zone) {\n      refusal\n      why\n      missing\n      notWhole\n      lines {\n        productId\n        name\n        qty\n        lineTotal {\n          amount\n        }\n        discount {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      deliveryFee {\n        amount\n      }\n      goodsDiscount {\n        amount\n      }\n      deliveryDiscount {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n": types.AdminOfferPreviewDocument,
    "\n  fragment QuoteOffersFields on QuoteOffers {\n    code\n    codeRefusal\n    goodsDiscount {\n      amount\n      currency\n    }\n    deliveryDiscount {\n      amount\n      currency\n    }\n    applied {\n      id\n      title\n      code\n      endsAt\n      discount {\n        amount\n        currency\n      }\n      deliveryDiscount {\n        amount\n        currency\n      }\n    }\n    lines {\n      key\n      discount {\n        amount\n        currency\n      }\n    }\n  }\n": types.QuoteOffersFieldsFragmentDoc,
    "\n  query CartOffers($items: [CartItemInput!]!, $code: String) {\n    cartOffers(items: $items, code: $code) {\n      subtotal {\n        amount\n        currency\n      }\n      subtotalAfterOffers {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n    }\n  }\n": types.CartOffersDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal {\n      amount\n      currency\n    }\n    deliveryFee {\n      amount\n      currency\n    }\n    pointsUsed\n    pointsDiscount {\n      amount\n      currency\n    }\n    offerDiscount {\n      amount\n      currency\n    }\n    offers {\n      title\n      code\n      released\n      discount {\n        amount\n        currency\n      }\n    }\n    total {\n      amount\n      currency\n    }\n    estimatedDelivery {\n      earliest\n      latest\n    }\n    address {\n      ...AddressFields\n    }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount {\n        amount\n        currency\n      }\n      offerDiscount {\n        amount\n        currency\n      }\n      unitPrice {\n        amount\n        currency\n      }\n      lineTotal {\n        amount\n        currency\n      }\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    events {\n      status\n      at\n      actor\n      note\n      noteCode\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n        image {\n          src\n          srcSetAvif\n          srcSetWebp\n          width\n          height\n        }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query Order($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n    }\n  }\n": types.OrderDocument,
    "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      ...OrderFields\n    }\n  }\n": types.OrderUpdatedDocument,
    "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order {\n        ...OrderFields\n      }\n    }\n  }\n": types.AdvanceOrderDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) {\n      id\n      orderNumber\n      status\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n": types.TestPaymentDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) {\n      ok\n      refusal\n      returnUrl\n      orderNumber\n    }\n  }\n": types.CompleteTestPaymentDocument,
    "\n  mutation VerifyRazorpay(\n    $orderNumber: String!\n    $razorpayOrderId: String!\n    $razorpayPaymentId: String!\n    $signature: String!\n  ) {\n    verifyRazorpayPayment(\n      orderNumber: $orderNumber\n      razorpayOrderId: $razorpayOrderId\n      razorpayPaymentId: $razorpayPaymentId\n      signature: $signature\n    ) {\n      ok\n      refusal\n      order {\n        number\n        status\n        paymentStatus\n      }\n    }\n  }\n": types.VerifyRazorpayDocument,
    "\n  query MyReviewStanding($productId: ID!) {\n    myReviewStanding(productId: $productId) {\n      eligible\n      review {\n        id\n        rating\n        title\n        body\n        author\n        photo {\n          key\n          src\n        }\n      }\n    }\n  }\n": types.MyReviewStandingDocument,
    "\n  mutation WriteReview(\n    $productId: ID!\n    $reviewId: ID\n    $rating: Int!\n    $title: String!\n    $body: String!\n    $photoKey: String\n  ) {\n    writeReview(\n      productId: $productId\n      reviewId: $reviewId\n      rating: $rating\n      title: $title\n      body: $body\n      photoKey: $photoKey\n    ) {\n      ok\n      refusal\n      review {\n        id\n      }\n    }\n  }\n": types.WriteReviewDocument,
    "\n  query AdminReviews($status: ReviewStatusFilter, $offset: Int) {\n    adminReviews(status: $status, offset: $offset, limit: 50) {\n      total\n      items {\n        productSlug\n        hidden\n        hiddenReason\n        hiddenAt\n        review {\n          id\n          author\n          rating\n          title\n          body\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      ok\n      refusal\n    }\n  }\n": types.HideReviewDocument,
    "\n  mutation UnhideReview($id: ID!) {\n    unhideReview(id: $id) {\n      ok\n      refusal\n    }\n  }\n": types.UnhideReviewDocument,
    "\n  query MyRewards($after: String) {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n      rules {\n        pointsPer100Inr\n        maxRedeemPercent\n        expiryMonths\n      }\n      history(first: 20, after: $after) {\n        entries {\n          id\n          kind\n          points\n          orderNumber\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n": types.MyRewardsDocument,
    "\n  query OrderPoints($number: String!) {\n    order(number: $number) {\n      id\n      pointsUsed\n      pointsEarned\n      pointsDiscount {\n        amount\n        currency\n      }\n    }\n  }\n": types.OrderPointsDocument,
    "\n  query Me {\n    me {\n      id\n      phone\n      name\n      email\n      roles\n      displayCurrency\n      locale\n    }\n  }\n": types.MeDocument,
    "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price {\n          amount\n          currency\n        }\n        mrp {\n          amount\n          currency\n        }\n        brand {\n          name\n        }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules {\n          option\n          kind\n          others\n        }\n        groups {\n          code\n          name\n          required\n          multiple\n          options {\n            code\n            name\n            picture\n            extraDays\n            metres\n            setsMetres\n            price {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TailoringForDocument,
    "\n  query WishlistIds {\n    myWishlist {\n      productId\n    }\n  }\n": types.WishlistIdsDocument,
    "\n  fragment WishlistItemFields on WishlistItem {\n    productId\n    available\n    backInStock\n    priceDropped\n    priceWhenAdded {\n      amount\n      currency\n    }\n    product {\n      ...ProductCardFields\n    }\n  }\n": types.WishlistItemFieldsFragmentDoc,
    "\n  query MyWishlist {\n    myWishlist {\n      ...WishlistItemFields\n    }\n    me {\n      id\n      wishlistAlerts\n    }\n  }\n": types.MyWishlistDocument,
    "\n  query WishlistPreview($items: [WishlistEntryInput!]!) {\n    wishlistPreview(items: $items) {\n      ...WishlistItemFields\n    }\n  }\n": types.WishlistPreviewDocument,
    "\n  mutation AddToWishlist($item: WishlistEntryInput!) {\n    addToWishlist(item: $item) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  mutation MergeWishlist($items: [WishlistEntryInput!]!) {\n    mergeWishlist(items: $items) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n": types.MergeWishlistDocument,
    "\n  mutation SetWishlistAlerts($on: Boolean!) {\n    setWishlistAlerts(on: $on)\n  }\n": types.SetWishlistAlertsDocument,
    "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    awaitsFigures\n    canChange\n    changeUntil\n    changeClosed\n    service {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    garment {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    options {\n      group\n      groupName\n      code\n      name\n      price {\n        amount\n        currency\n      }\n      extraDays\n    }\n    measurement {\n      kind\n      name\n      garment\n      unit\n      takenAt\n      values {\n        field\n        mm\n        value\n      }\n    }\n  }\n": types.TailoringJobFieldsFragmentDoc,
    "\n  query OrderTailoring($number: String!) {\n    order(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n": types.OrderTailoringDocument,
    "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.OrderTailoringUpdatedDocument,
    "\n  mutation ChangeTailoringMeasurements(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $values: [MeasurementValueInput!]\n    $profileId: ID\n  ) {\n    changeTailoringMeasurements(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      values: $values\n      profileId: $profileId\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.ChangeTailoringMeasurementsDocument,
    "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) {\n      total\n      lines {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.TailoringQueueDocument,
    "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) {\n      ok\n      refusal\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.AdvanceTailoringLineDocument,
    "\n  mutation RecordTailoringFigures(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $garment: MeasurementGarment!\n    $unit: MeasurementUnit!\n    $values: [MeasurementValueInput!]!\n  ) {\n    recordTailoringFigures(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      garment: $garment\n      unit: $unit\n      values: $values\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n": types.RecordTailoringFiguresDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOrders {\n    myOrders {\n      number\n      status\n      createdAt\n      itemCount\n      hasTailoring\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n      }\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountOrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        id\n        stage\n        stageChangedAt\n        service {\n          name\n        }\n        garment {\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountOrderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountRewards {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n    }\n  }\n"): typeof import('./graphql').AccountRewardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountWishlist {\n    myWishlist {\n      productId\n      available\n      backInStock\n      priceDropped\n      product {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').AccountWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) {\n      ok\n      errors {\n        field\n        code\n      }\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    userservice {\n      sendOtp(phone: $phone) {\n        ok\n        phone\n        refusal\n        retryAfterSeconds\n        resendAfterSeconds\n      }\n    }\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice {\n      verifyOtp(phone: $phone, code: $code) {\n        ok\n        refusal\n        attemptsLeft\n        id_token\n        refresh_token\n        expires_in\n        is_new_user\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($everywhere: Boolean) {\n    userservice {\n      logout(everywhere: $everywhere)\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePreferences {\n    me {\n      id\n      phone\n      email\n      emailVerifiedAt\n      locale\n      channels\n      quietStart\n      quietEnd\n      timeZone\n      wishlistAlerts\n    }\n  }\n"): typeof import('./graphql').ProfilePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailCode($email: String!) {\n    requestEmailCode(email: $email) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').RequestEmailCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($code: String!) {\n    confirmEmail(code: $code) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').ConfirmEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPhoneCode($phone: String!) {\n    requestPhoneCode(phone: $phone) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').RequestPhoneCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPhone($code: String!) {\n    confirmPhone(code: $code) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').ConfirmPhoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences(\n    $locale: String!\n    $channels: [String!]!\n    $quietStart: Int\n    $quietEnd: Int\n    $timeZone: String\n    $wishlistAlerts: Boolean\n  ) {\n    updatePreferences(\n      locale: $locale\n      channels: $channels\n      quietStart: $quietStart\n      quietEnd: $quietEnd\n      timeZone: $timeZone\n      wishlistAlerts: $wishlistAlerts\n    ) {\n      ok\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').UpdatePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDeletionCode {\n    requestAccountDeletionCode {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').RequestDeletionCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($code: String!, $confirm: Boolean!) {\n    deleteAccount(code: $code, confirm: $confirm) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').DeleteAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses {\n      ...AddressFields\n    }\n  }\n"): typeof import('./graphql').MyAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address {\n        ...AddressFields\n      }\n      errors {\n        field\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').SaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) {\n      id\n      isDefault\n    }\n  }\n"): typeof import('./graphql').SetDefaultAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaxonomy {\n    adminCategories {\n      id\n      slug\n      parentId\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n      childCount\n    }\n    adminCollections {\n      id\n      slug\n      position\n      version\n      name {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      productCount\n    }\n  }\n"): typeof import('./graphql').AdminTaxonomyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCategory($input: CategoryInput!) {\n    saveCategory(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n"): typeof import('./graphql').SaveCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!, $expectedVersion: Int!) {\n    deleteCategory(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCollection($input: CollectionInput!) {\n    saveCollection(input: $input) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n"): typeof import('./graphql').SaveCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: ID!, $expectedVersion: Int!) {\n    deleteCollection(id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      usedBy {\n        products\n        categories\n      }\n    }\n  }\n"): typeof import('./graphql').DeleteCollectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStorefront {\n    adminBanners {\n      id\n      slug\n      position\n      version\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n      buttonText {\n        en\n        hi\n        ar\n      }\n      buttonLink\n      imageKey\n      discount\n      active\n    }\n    adminTrustBadges {\n      id\n      slug\n      position\n      version\n      icon\n      title {\n        en\n        hi\n        ar\n      }\n      description {\n        en\n        hi\n        ar\n      }\n    }\n  }\n"): typeof import('./graphql').AdminStorefrontDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveBanner($input: BannerInput!) {\n    saveBanner(input: $input) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').SaveBannerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTrustBadge($input: TrustBadgeInput!) {\n    saveTrustBadge(input: $input) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').SaveTrustBadgeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStorefrontItem($kind: StorefrontItemKind!, $id: ID!, $expectedVersion: Int!) {\n    deleteStorefrontItem(kind: $kind, id: $id, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').DeleteStorefrontItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServices {\n    adminTailoringServices {\n      productId\n      slug\n      name {\n        en\n        hi\n        ar\n      }\n      groups {\n        id\n        code\n        required\n        multiple\n        position\n        version\n        name {\n          en\n          hi\n          ar\n        }\n        options {\n          id\n          code\n          priceMinor\n          position\n          active\n          version\n          name {\n            en\n            hi\n            ar\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminServicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOptionGroup($input: TailoringOptionGroupInput!) {\n    saveTailoringOptionGroup(input: $input) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').SaveOptionGroupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveOption($input: TailoringOptionInput!) {\n    saveTailoringOption(input: $input) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').SaveOptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangeTrail($entity: String!, $entityId: String!) {\n    auditTrail(entity: $entity, entityId: $entityId) {\n      id\n      actorId\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n"): typeof import('./graphql').ChangeTrailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrderSearch(\n    $search: String\n    $status: OrderStatus\n    $paymentStatus: PaymentStatus\n    $from: String\n    $to: String\n    $first: Int\n    $offset: Int\n  ) {\n    adminOrderSearch(\n      search: $search\n      status: $status\n      paymentStatus: $paymentStatus\n      from: $from\n      to: $to\n      first: $first\n      offset: $offset\n    ) {\n      total\n      totalCapped\n      orders {\n        id\n        number\n        status\n        paymentStatus\n        paymentMethod\n        createdAt\n        total {\n          amount\n          currency\n        }\n        address {\n          name\n          phone\n          city\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOrderSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n      refunds {\n        id\n        status\n        reference\n        providerRefundId\n        createdAt\n        amount {\n          amount\n          currency\n        }\n      }\n      events {\n        actorName\n      }\n    }\n    auditTrail(entity: \"order\", entityId: $number) {\n      id\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n"): typeof import('./graphql').AdminOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleRefund($number: String!, $reference: String) {\n    settleRefund(number: $number, reference: $reference) {\n      ok\n      pending\n      refusal\n    }\n  }\n"): typeof import('./graphql').SettleRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal {\n        amount\n        currency\n      }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        problem\n        previousPrice {\n          amount\n          currency\n        }\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring {\n        options\n        attachTo\n        ownFabric\n        measurement {\n          kind\n          profileId\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SyncCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductFields on AdminProduct {\n    id\n    version\n    slug\n    sku\n    kind\n    names {\n      en\n      hi\n      ar\n    }\n    descriptions {\n      en\n      hi\n      ar\n    }\n    priceMinor\n    mrpMinor\n    stock\n    step\n    active\n    updatedAt\n  }\n"): typeof import('./graphql').AdminProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts(\n    $search: String\n    $kind: ProductKind\n    $published: Boolean\n    $lowStock: Boolean\n    $offset: Int\n    $limit: Int\n  ) {\n    adminProducts(\n      search: $search\n      kind: $kind\n      published: $published\n      lowStock: $lowStock\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      lowStockThreshold\n      items {\n        ...AdminProductFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: Int!, $entityId: String!) {\n    adminProduct(id: $id) {\n      ...AdminProductFields\n      # Read for one product only: its links cost a statement each, too many for a page of the list.\n      categoryId\n      collectionIds\n      attributeValueIds\n      imageKeys\n    }\n    auditTrail(entity: \"product\", entityId: $entityId) {\n      id\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n"): typeof import('./graphql').AdminProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProduct(\n    $id: Int!\n    $version: Int!\n    $slug: String!\n    $names: LocalizedTextInput!\n    $descriptions: LocalizedTextInput!\n    $priceMinor: Int!\n    $mrpMinor: Int!\n    $stock: Float\n    $active: Boolean!\n    $imageKeys: [String!]\n    $categoryId: Int\n    $collectionIds: [Int!]\n    $attributeValueIds: [Int!]\n  ) {\n    editProduct(\n      id: $id\n      version: $version\n      slug: $slug\n      names: $names\n      descriptions: $descriptions\n      priceMinor: $priceMinor\n      mrpMinor: $mrpMinor\n      stock: $stock\n      active: $active\n      imageKeys: $imageKeys\n      categoryId: $categoryId\n      collectionIds: $collectionIds\n      attributeValueIds: $attributeValueIds\n    ) {\n      ok\n      refusal\n      product {\n        ...AdminProductFields\n        categoryId\n        collectionIds\n        attributeValueIds\n        imageKeys\n      }\n    }\n  }\n"): typeof import('./graphql').EditProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n  }\n"): typeof import('./graphql').ProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      ok\n      refusal\n      product {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPlaces {\n    adminCategories {\n      id\n      slug\n      parentId\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminCollections {\n      id\n      name {\n        en\n        hi\n        ar\n      }\n    }\n    adminAttributes {\n      id\n      code\n      name {\n        en\n        hi\n        ar\n      }\n      values {\n        id\n        name {\n          en\n          hi\n          ar\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price {\n      amount\n      currency\n    }\n    mrp {\n      amount\n      currency\n    }\n    brand {\n      name\n      verified\n    }\n    category {\n      name\n    }\n    rating {\n      average\n      count\n    }\n    thumbnail {\n      src\n      srcSetAvif\n      srcSetWebp\n      width\n      height\n    }\n    offer {\n      title\n      endsAt\n      price {\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price {\n        min {\n          amount\n          currency\n        }\n        max {\n          amount\n          currency\n        }\n      }\n      facets {\n        attribute {\n          id\n          code\n          name\n        }\n        values {\n          count\n          selected\n          value {\n            id\n            slug\n            name\n          }\n        }\n      }\n      items {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      category {\n        slug\n        name\n        parent {\n          slug\n          name\n        }\n      }\n      attributes {\n        attribute {\n          code\n          name\n        }\n        values {\n          slug\n          name\n        }\n      }\n      collections {\n        slug\n        name\n      }\n      deliveryEstimate {\n        earliest\n        latest\n        dispatchDays\n      }\n      shopperRating {\n        average\n        count\n      }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating {\n        average\n        count\n      }\n      reviews(first: 6) {\n        histogram {\n          rating\n          count\n        }\n        items {\n          id\n          author\n          rating\n          title\n          body\n          sample\n          verifiedPurchase\n          photo {\n            srcSetAvif\n            srcSetWebp\n            src\n            width\n            height\n          }\n          createdAt\n        }\n      }\n      related(limit: 8) {\n        ...ProductCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ProductExtrasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n      }\n      children {\n        id\n        slug\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n      children {\n        id\n        slug\n        name\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    runningSales {\n      id\n      title\n      endsAt\n      percent\n      amountOff {\n        amount\n      }\n      link\n    }\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    trustBadges {\n      id\n      slug\n      icon\n      title\n      description\n    }\n    categories {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    collections {\n      id\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').CollectionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    categories {\n      slug\n      children {\n        slug\n      }\n    }\n    catalogueIndex {\n      products {\n        slug\n        updatedAt\n      }\n      collections {\n        slug\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n"): typeof import('./graphql').ContactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!, $redeemPoints: Float, $code: String) {\n    checkoutQuote(items: $items, addressId: $addressId, redeemPoints: $redeemPoints, code: $code) {\n      ok\n      offerDiscount {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n      points {\n        held\n        cap\n        used\n        percent\n        discount {\n          amount\n          currency\n        }\n      }\n      subtotal {\n        amount\n        currency\n      }\n      deliveryFee {\n        amount\n        currency\n      }\n      total {\n        amount\n        currency\n      }\n      freeDeliveryThreshold {\n        amount\n        currency\n      }\n      codLimit {\n        amount\n        currency\n      }\n      zone\n      tailoringDays\n      estimatedDelivery {\n        earliest\n        latest\n      }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring {\n          options {\n            group\n            groupName\n            code\n            name\n            price {\n              amount\n              currency\n            }\n            extraDays\n          }\n          optionsPrice {\n            amount\n            currency\n          }\n          extraDays\n          metresNeeded\n          garment\n          attachTo\n          ownFabric\n          measurement {\n            kind\n            profileId\n          }\n          problem\n          problemDetail\n        }\n        available\n        unitPrice {\n          amount\n          currency\n        }\n        lineTotal {\n          amount\n          currency\n        }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          price {\n            amount\n            currency\n          }\n          mrp {\n            amount\n            currency\n          }\n          brand {\n            name\n          }\n          thumbnail {\n            src\n            srcSetAvif\n            srcSetWebp\n            width\n            height\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n      problems {\n        id\n        key\n        problem\n        available\n        product {\n          name\n        }\n        tailoring {\n          problem\n          problemDetail\n        }\n      }\n      payment {\n        method\n        redirectUrl\n        razorpay {\n          keyId\n          orderId\n          amount\n          currency\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n"): typeof import('./graphql').ConsultationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days {\n        date\n        starts\n      }\n    }\n  }\n"): typeof import('./graphql').ConsultationSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n"): typeof import('./graphql').BookConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n"): typeof import('./graphql').RescheduleConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) {\n      ok\n      refusal\n      consultation {\n        ...ConsultationFields\n      }\n    }\n  }\n"): typeof import('./graphql').CancelConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsultations {\n    myConsultations {\n      ...ConsultationFields\n    }\n  }\n"): typeof import('./graphql').MyConsultationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation {\n        ...ConsultationFields\n      }\n      shopperOrders {\n        number\n        status\n        createdAt\n        hasTailoring\n        items {\n          name\n          qty\n          kind\n        }\n      }\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').DesignerDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultationDesigners {\n    consultationDesigners {\n      id\n      displayName\n    }\n  }\n"): typeof import('./graphql').ConsultationDesignersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').RecordConsultationOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours {\n        weekday\n        startMinute\n        endMinute\n      }\n      daysOff\n    }\n  }\n"): typeof import('./graphql').DesignerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) {\n      ok\n      refusal\n      field\n    }\n  }\n"): typeof import('./graphql').SaveDesignerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrencyRates {\n    currencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n    }\n  }\n"): typeof import('./graphql').CurrencyRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDisplayCurrency($code: String!) {\n    setDisplayCurrency(code: $code) {\n      ok\n      displayCurrency\n      refusal\n    }\n  }\n"): typeof import('./graphql').SetDisplayCurrencyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCurrencyRates {\n    adminCurrencyRates {\n      code\n      inrPerUnit\n      asOf\n      version\n      updatedAt\n      updatedByName\n    }\n  }\n"): typeof import('./graphql').AdminCurrencyRatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrencyRate($code: String!, $inrPerUnit: Float!, $asOf: String!, $expectedVersion: Int!) {\n    updateCurrencyRate(code: $code, inrPerUnit: $inrPerUnit, asOf: $asOf, expectedVersion: $expectedVersion) {\n      ok\n      refusal\n      rate {\n        code\n        inrPerUnit\n        asOf\n        version\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCurrencyRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($search: String, $first: Int, $offset: Int) {\n    customers(search: $search, first: $first, offset: $offset) {\n      total\n      customers {\n        id\n        phone\n        name\n        email\n        roles\n        createdAt\n      }\n    }\n  }\n"): typeof import('./graphql').CustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!, $entityId: String!) {\n    customer(id: $id) {\n      id\n      phone\n      name\n      email\n      roles\n      createdAt\n      orders {\n        number\n        status\n        paymentStatus\n        totalMinor\n        currency\n        createdAt\n      }\n      addresses {\n        id\n        name\n        line1\n        city\n        postalCode\n      }\n      measurementProfiles {\n        id\n        name\n        garment\n      }\n      consultations {\n        id\n        topic\n        status\n        startsAt\n      }\n      enquiries {\n        id\n        interest\n        status\n        message\n        createdAt\n      }\n    }\n    auditTrail(entity: \"user\", entityId: $entityId) {\n      id\n      actorId\n      actorName\n      actorRole\n      action\n      before\n      after\n      at\n    }\n  }\n"): typeof import('./graphql').CustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffRole($userId: ID!, $role: StaffRole!, $granted: Boolean!) {\n    setStaffRole(userId: $userId, role: $role, granted: $granted) {\n      ok\n      code\n      customer {\n        id\n        roles\n      }\n    }\n  }\n"): typeof import('./graphql').SetStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDashboard {\n    staffDashboard {\n      day\n      consultationsToday\n      newEnquiries\n      tailoring {\n        stage\n        count\n      }\n      admin {\n        ordersToday\n        ordersTodayMinor\n        takingsTodayMinor\n        toConfirm\n        toShip\n        refundsDue\n        lowStock\n        lowStockThreshold\n      }\n    }\n  }\n"): typeof import('./graphql').StaffDashboardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n"): typeof import('./graphql').EnquiryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) {\n      ok\n      code\n      field\n      retryAfterSeconds\n    }\n  }\n"): typeof import('./graphql').SendEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEnquiries {\n    myEnquiries {\n      ...EnquiryFields\n    }\n  }\n"): typeof import('./graphql').MyEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) {\n      ...EnquiryFields\n    }\n  }\n"): typeof import('./graphql').StaffEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) {\n      ok\n      code\n      enquiry {\n        ...EnquiryFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimableEnquiryCount {\n    claimableEnquiryCount\n  }\n"): typeof import('./graphql').ClaimableEnquiryCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimEnquiries {\n    claimEnquiries {\n      claimed\n    }\n  }\n"): typeof import('./graphql').ClaimEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($locale: String!) {\n    setLanguage(locale: $locale) {\n      ok\n      locale\n      refusal\n    }\n  }\n"): typeof import('./graphql').SetLanguageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values {\n      field\n      mm\n    }\n    updatedAt\n  }\n"): typeof import('./graphql').MeasurementProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) {\n      ...MeasurementProfileFields\n    }\n  }\n"): typeof import('./graphql').MyMeasurementProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').CreateMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile {\n        ...MeasurementProfileFields\n      }\n      errors {\n        code\n        field\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) {\n      ok\n      code\n    }\n  }\n"): typeof import('./graphql').DeleteMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOfferFields on AdminOffer {\n    id\n    kind\n    status\n    titleEn\n    titleHi\n    titleAr\n    startsAt\n    endsAt\n    priority\n    exclusive\n    stacksWithOffers\n    stacksWithReduced\n    stacksWithPoints\n    coversTailoring\n    effect\n    percent\n    amount {\n      amount\n      currency\n    }\n    buy\n    get\n    minSubtotal {\n      amount\n      currency\n    }\n    include {\n      productIds\n      categoryIds\n      collectionIds\n      brandIds\n      valueIds\n      kinds\n    }\n    firstOrderOnly\n    signedInOnly\n    zones\n    maxUses\n    maxUsesPerShopper\n    budget {\n      amount\n      currency\n    }\n    code\n    batchCodes\n    uses\n    orders\n    discountGiven {\n      amount\n      currency\n    }\n    revenue {\n      amount\n      currency\n    }\n    version\n  }\n"): typeof import('./graphql').AdminOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOffers {\n    adminOffers {\n      ...AdminOfferFields\n    }\n  }\n"): typeof import('./graphql').AdminOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOffer($input: OfferInput!) {\n    createOffer(input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOffer($id: ID!, $expectedVersion: Int!, $input: OfferInput!) {\n    updateOffer(id: $id, expectedVersion: $expectedVersion, input: $input) {\n      ok\n      refusal\n      offer {\n        ...AdminOfferFields\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOfferStatus($id: ID!, $expectedVersion: Int!, $status: OfferStatus!) {\n    setOfferStatus(id: $id, expectedVersion: $expectedVersion, status: $status) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').SetOfferStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateOffer($id: ID!) {\n    duplicateOffer(id: $id) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').DuplicateOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateOfferCodes($id: ID!, $count: Int!, $prefix: String) {\n    generateOfferCodes(id: $id, count: $count, prefix: $prefix) {\n      ok\n      refusal\n      batch\n      codes\n    }\n  }\n"): typeof import('./graphql').GenerateOfferCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfferCodes($id: ID!) {\n    adminOfferCodes(id: $id) {\n      code\n      batch\n      used\n    }\n  }\n"): typeof import('./graphql').AdminOfferCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOfferPreview($input: OfferInput!, $items: [OfferSampleItem!]!, $zone: String) {\n    adminOfferPreview(input: $input, items: $items, zone: $zone) {\n      refusal\n      why\n      missing\n      notWhole\n      lines {\n        productId\n        name\n        qty\n        lineTotal {\n          amount\n        }\n        discount {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      deliveryFee {\n        amount\n      }\n      goodsDiscount {\n        amount\n      }\n      deliveryDiscount {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOfferPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteOffersFields on QuoteOffers {\n    code\n    codeRefusal\n    goodsDiscount {\n      amount\n      currency\n    }\n    deliveryDiscount {\n      amount\n      currency\n    }\n    applied {\n      id\n      title\n      code\n      endsAt\n      discount {\n        amount\n        currency\n      }\n      deliveryDiscount {\n        amount\n        currency\n      }\n    }\n    lines {\n      key\n      discount {\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').QuoteOffersFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartOffers($items: [CartItemInput!]!, $code: String) {\n    cartOffers(items: $items, code: $code) {\n      subtotal {\n        amount\n        currency\n      }\n      subtotalAfterOffers {\n        amount\n        currency\n      }\n      offers {\n        ...QuoteOffersFields\n      }\n    }\n  }\n"): typeof import('./graphql').CartOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal {\n      amount\n      currency\n    }\n    deliveryFee {\n      amount\n      currency\n    }\n    pointsUsed\n    pointsDiscount {\n      amount\n      currency\n    }\n    offerDiscount {\n      amount\n      currency\n    }\n    offers {\n      title\n      code\n      released\n      discount {\n        amount\n        currency\n      }\n    }\n    total {\n      amount\n      currency\n    }\n    estimatedDelivery {\n      earliest\n      latest\n    }\n    address {\n      ...AddressFields\n    }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount {\n        amount\n        currency\n      }\n      offerDiscount {\n        amount\n        currency\n      }\n      unitPrice {\n        amount\n        currency\n      }\n      lineTotal {\n        amount\n        currency\n      }\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    events {\n      status\n      at\n      actor\n      note\n      noteCode\n    }\n  }\n"): typeof import('./graphql').OrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total {\n        amount\n        currency\n      }\n      items {\n        name\n        image {\n          src\n          srcSetAvif\n          srcSetWebp\n          width\n          height\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($number: String!) {\n    order(number: $number) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): typeof import('./graphql').CancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order {\n        ...OrderFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdvanceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) {\n      id\n      orderNumber\n      status\n      amount {\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').TestPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) {\n      ok\n      refusal\n      returnUrl\n      orderNumber\n    }\n  }\n"): typeof import('./graphql').CompleteTestPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRazorpay(\n    $orderNumber: String!\n    $razorpayOrderId: String!\n    $razorpayPaymentId: String!\n    $signature: String!\n  ) {\n    verifyRazorpayPayment(\n      orderNumber: $orderNumber\n      razorpayOrderId: $razorpayOrderId\n      razorpayPaymentId: $razorpayPaymentId\n      signature: $signature\n    ) {\n      ok\n      refusal\n      order {\n        number\n        status\n        paymentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyRazorpayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyReviewStanding($productId: ID!) {\n    myReviewStanding(productId: $productId) {\n      eligible\n      review {\n        id\n        rating\n        title\n        body\n        author\n        photo {\n          key\n          src\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyReviewStandingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WriteReview(\n    $productId: ID!\n    $reviewId: ID\n    $rating: Int!\n    $title: String!\n    $body: String!\n    $photoKey: String\n  ) {\n    writeReview(\n      productId: $productId\n      reviewId: $reviewId\n      rating: $rating\n      title: $title\n      body: $body\n      photoKey: $photoKey\n    ) {\n      ok\n      refusal\n      review {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').WriteReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($status: ReviewStatusFilter, $offset: Int) {\n    adminReviews(status: $status, offset: $offset, limit: 50) {\n      total\n      items {\n        productSlug\n        hidden\n        hiddenReason\n        hiddenAt\n        review {\n          id\n          author\n          rating\n          title\n          body\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideReview($id: ID!, $reason: String!) {\n    hideReview(id: $id, reason: $reason) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').HideReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnhideReview($id: ID!) {\n    unhideReview(id: $id) {\n      ok\n      refusal\n    }\n  }\n"): typeof import('./graphql').UnhideReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRewards($after: String) {\n    myRewards {\n      balance\n      expiringSoon {\n        points\n        on\n      }\n      rules {\n        pointsPer100Inr\n        maxRedeemPercent\n        expiryMonths\n      }\n      history(first: 20, after: $after) {\n        entries {\n          id\n          kind\n          points\n          orderNumber\n          at\n        }\n        nextCursor\n      }\n    }\n  }\n"): typeof import('./graphql').MyRewardsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderPoints($number: String!) {\n    order(number: $number) {\n      id\n      pointsUsed\n      pointsEarned\n      pointsDiscount {\n        amount\n        currency\n      }\n    }\n  }\n"): typeof import('./graphql').OrderPointsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      phone\n      name\n      email\n      roles\n      displayCurrency\n      locale\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price {\n          amount\n          currency\n        }\n        mrp {\n          amount\n          currency\n        }\n        brand {\n          name\n        }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules {\n          option\n          kind\n          others\n        }\n        groups {\n          code\n          name\n          required\n          multiple\n          options {\n            code\n            name\n            picture\n            extraDays\n            metres\n            setsMetres\n            price {\n              amount\n              currency\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TailoringForDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistIds {\n    myWishlist {\n      productId\n    }\n  }\n"): typeof import('./graphql').WishlistIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistItemFields on WishlistItem {\n    productId\n    available\n    backInStock\n    priceDropped\n    priceWhenAdded {\n      amount\n      currency\n    }\n    product {\n      ...ProductCardFields\n    }\n  }\n"): typeof import('./graphql').WishlistItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWishlist {\n    myWishlist {\n      ...WishlistItemFields\n    }\n    me {\n      id\n      wishlistAlerts\n    }\n  }\n"): typeof import('./graphql').MyWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistPreview($items: [WishlistEntryInput!]!) {\n    wishlistPreview(items: $items) {\n      ...WishlistItemFields\n    }\n  }\n"): typeof import('./graphql').WishlistPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($item: WishlistEntryInput!) {\n    addToWishlist(item: $item) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n"): typeof import('./graphql').AddToWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productId: ID!) {\n    removeFromWishlist(productId: $productId) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n"): typeof import('./graphql').RemoveFromWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeWishlist($items: [WishlistEntryInput!]!) {\n    mergeWishlist(items: $items) {\n      ok\n      error\n      count\n      productIds\n    }\n  }\n"): typeof import('./graphql').MergeWishlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWishlistAlerts($on: Boolean!) {\n    setWishlistAlerts(on: $on)\n  }\n"): typeof import('./graphql').SetWishlistAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    awaitsFigures\n    canChange\n    changeUntil\n    changeClosed\n    service {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    garment {\n      name\n      slug\n      qty\n      kind\n      image {\n        src\n        srcSetAvif\n        srcSetWebp\n        width\n        height\n      }\n    }\n    options {\n      group\n      groupName\n      code\n      name\n      price {\n        amount\n        currency\n      }\n      extraDays\n    }\n    measurement {\n      kind\n      name\n      garment\n      unit\n      takenAt\n      values {\n        field\n        mm\n        value\n      }\n    }\n  }\n"): typeof import('./graphql').TailoringJobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTailoring($number: String!) {\n    order(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n    store {\n      name\n      email\n      whatsappNumber\n    }\n  }\n"): typeof import('./graphql').OrderTailoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) {\n      number\n      status\n      tailoringLines {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').OrderTailoringUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTailoringMeasurements(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $values: [MeasurementValueInput!]\n    $profileId: ID\n  ) {\n    changeTailoringMeasurements(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      values: $values\n      profileId: $profileId\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').ChangeTailoringMeasurementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) {\n      total\n      lines {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').TailoringQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) {\n      ok\n      refusal\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdvanceTailoringLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordTailoringFigures(\n    $lineId: ID!\n    $expectedVersion: Int!\n    $garment: MeasurementGarment!\n    $unit: MeasurementUnit!\n    $values: [MeasurementValueInput!]!\n  ) {\n    recordTailoringFigures(\n      lineId: $lineId\n      expectedVersion: $expectedVersion\n      garment: $garment\n      unit: $unit\n      values: $values\n    ) {\n      ok\n      refusal\n      errors {\n        code\n        field\n      }\n      line {\n        ...TailoringJobFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecordTailoringFiguresDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
