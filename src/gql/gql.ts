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
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { ok errors { field code } user { id name email } }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { ok refusal attemptsLeft id_token refresh_token expires_in is_new_user } }\n  }\n": typeof types.VerifyOtpDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n": typeof types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n": typeof types.MyAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address { ...AddressFields }\n      errors { field code }\n    }\n  }\n": typeof types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": typeof types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": typeof types.SetDefaultAddressDocument,
    "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal { amount currency }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        problem\n        previousPrice { amount currency }\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price { amount currency }\n          mrp { amount currency }\n          brand { name }\n          thumbnail { src srcSetAvif srcSetWebp width height }\n        }\n      }\n    }\n  }\n": typeof types.CartCheckDocument,
    "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring { options attachTo ownFabric measurement { kind profileId } }\n    }\n  }\n": typeof types.SyncCartDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n": typeof types.ProductListingDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n      shopperRating { average count }\n    }\n  }\n": typeof types.ProductPageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body sample createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n": typeof types.ProductExtrasDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n": typeof types.CategoryHeadDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": typeof types.CategoryIndexDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n": typeof types.CollectionPageDocument,
    "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": typeof types.ContactPageDocument,
    "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!) {\n    checkoutQuote(items: $items, addressId: $addressId) {\n      ok\n      subtotal { amount currency }\n      deliveryFee { amount currency }\n      total { amount currency }\n      freeDeliveryThreshold { amount currency }\n      codLimit { amount currency }\n      zone\n      tailoringDays\n      estimatedDelivery { earliest latest }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        available\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product { id slug sku kind unit name price { amount currency } mrp { amount currency } brand { name } thumbnail { src srcSetAvif srcSetWebp width height } }\n      }\n    }\n  }\n": typeof types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order { ...OrderFields }\n      problems { id key problem available product { name } tailoring { problem problemDetail } }\n      payment {\n        method\n        redirectUrl\n        razorpay { keyId orderId amount currency }\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n": typeof types.ConsultationFieldsFragmentDoc,
    "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days { date starts }\n    }\n  }\n": typeof types.ConsultationSlotsDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) { ok refusal consultation { ...ConsultationFields } }\n  }\n": typeof types.BookConsultationDocument,
    "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) { ok refusal consultation { ...ConsultationFields } }\n  }\n": typeof types.RescheduleConsultationDocument,
    "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) { ok refusal consultation { ...ConsultationFields } }\n  }\n": typeof types.CancelConsultationDocument,
    "\n  query MyConsultations {\n    myConsultations { ...ConsultationFields }\n  }\n": typeof types.MyConsultationsDocument,
    "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation { ...ConsultationFields }\n      shopperOrders { number status createdAt hasTailoring items { name qty kind } }\n      tailoringLines { ...TailoringJobFields }\n    }\n  }\n": typeof types.DesignerDayDocument,
    "\n  query ConsultationDesigners {\n    consultationDesigners { id displayName }\n  }\n": typeof types.ConsultationDesignersDocument,
    "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal }\n  }\n": typeof types.RecordConsultationOutcomeDocument,
    "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours { weekday startMinute endMinute }\n      daysOff\n    }\n  }\n": typeof types.DesignerSettingsDocument,
    "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) { ok refusal field }\n  }\n": typeof types.SaveDesignerSettingsDocument,
    "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n": typeof types.EnquiryFieldsFragmentDoc,
    "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) { ok code field retryAfterSeconds }\n  }\n": typeof types.SendEnquiryDocument,
    "\n  query MyEnquiries {\n    myEnquiries { ...EnquiryFields }\n  }\n": typeof types.MyEnquiriesDocument,
    "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) { ...EnquiryFields }\n  }\n": typeof types.StaffEnquiriesDocument,
    "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) { ok code enquiry { ...EnquiryFields } }\n  }\n": typeof types.UpdateEnquiryDocument,
    "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values { field mm }\n    updatedAt\n  }\n": typeof types.MeasurementProfileFieldsFragmentDoc,
    "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) { ...MeasurementProfileFields }\n  }\n": typeof types.MyMeasurementProfilesDocument,
    "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n": typeof types.CreateMeasurementProfileDocument,
    "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n": typeof types.UpdateMeasurementProfileDocument,
    "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) { ok code }\n  }\n": typeof types.DeleteMeasurementProfileDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal { amount currency }\n    deliveryFee { amount currency }\n    total { amount currency }\n    estimatedDelivery { earliest latest }\n    address { ...AddressFields }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount { amount currency }\n      unitPrice { amount currency }\n      lineTotal { amount currency }\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    events { status at actor note noteCode }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total { amount currency }\n      items { name image { src srcSetAvif srcSetWebp width height } }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query Order($number: String!) {\n    order(number: $number) { ...OrderFields }\n  }\n": typeof types.OrderDocument,
    "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) { ...OrderFields }\n  }\n": typeof types.OrderUpdatedDocument,
    "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order { ...OrderFields }\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  query AdminOrders($status: OrderStatus) {\n    adminOrders(status: $status) { ...OrderFields }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order { ...OrderFields }\n    }\n  }\n": typeof types.AdvanceOrderDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) { id orderNumber status amount { amount currency } }\n  }\n": typeof types.TestPaymentDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) { ok refusal returnUrl orderNumber }\n  }\n": typeof types.CompleteTestPaymentDocument,
    "\n  mutation VerifyRazorpay($orderNumber: String!, $razorpayOrderId: String!, $razorpayPaymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderNumber: $orderNumber, razorpayOrderId: $razorpayOrderId, razorpayPaymentId: $razorpayPaymentId, signature: $signature) {\n      ok\n      order { number status paymentStatus }\n    }\n  }\n": typeof types.VerifyRazorpayDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": typeof types.MeDocument,
    "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price { amount currency }\n        mrp { amount currency }\n        brand { name }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules { option kind others }\n        groups {\n          code\n          name\n          required\n          multiple\n          options { code name picture extraDays metres setsMetres price { amount currency } }\n        }\n      }\n    }\n  }\n": typeof types.TailoringForDocument,
    "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    canChange\n    changeUntil\n    changeClosed\n    service { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    garment { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    options { group groupName code name price { amount currency } extraDays }\n    measurement { kind name garment unit takenAt values { field mm value } }\n  }\n": typeof types.TailoringJobFieldsFragmentDoc,
    "\n  query OrderTailoring($number: String!) {\n    order(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n    store { name email whatsappNumber }\n  }\n": typeof types.OrderTailoringDocument,
    "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n  }\n": typeof types.OrderTailoringUpdatedDocument,
    "\n  mutation ChangeTailoringMeasurements($lineId: ID!, $expectedVersion: Int!, $values: [MeasurementValueInput!], $profileId: ID) {\n    changeTailoringMeasurements(lineId: $lineId, expectedVersion: $expectedVersion, values: $values, profileId: $profileId) {\n      ok\n      refusal\n      errors { code field }\n      line { ...TailoringJobFields }\n    }\n  }\n": typeof types.ChangeTailoringMeasurementsDocument,
    "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) { total lines { ...TailoringJobFields } }\n  }\n": typeof types.TailoringQueueDocument,
    "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) { ok refusal line { ...TailoringJobFields } }\n  }\n": typeof types.AdvanceTailoringLineDocument,
};
const documents: Documents = {
    "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { ok errors { field code } user { id name email } }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n": types.SendOtpDocument,
    "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { ok refusal attemptsLeft id_token refresh_token expires_in is_new_user } }\n  }\n": types.VerifyOtpDocument,
    "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n": types.LogoutDocument,
    "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n": types.AddressFieldsFragmentDoc,
    "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n": types.MyAddressesDocument,
    "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address { ...AddressFields }\n      errors { field code }\n    }\n  }\n": types.SaveAddressDocument,
    "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n": types.DeleteAddressDocument,
    "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n": types.SetDefaultAddressDocument,
    "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal { amount currency }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        problem\n        previousPrice { amount currency }\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price { amount currency }\n          mrp { amount currency }\n          brand { name }\n          thumbnail { src srcSetAvif srcSetWebp width height }\n        }\n      }\n    }\n  }\n": types.CartCheckDocument,
    "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring { options attachTo ownFabric measurement { kind profileId } }\n    }\n  }\n": types.SyncCartDocument,
    "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n": types.ProductListingDocument,
    "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n      shopperRating { average count }\n    }\n  }\n": types.ProductPageDocument,
    "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body sample createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n": types.ProductExtrasDocument,
    "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n": types.CategoryHeadDocument,
    "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n": types.HomePageDocument,
    "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n": types.CategoryIndexDocument,
    "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n": types.CollectionPageDocument,
    "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n": types.SitemapDocument,
    "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n": types.ContactPageDocument,
    "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!) {\n    checkoutQuote(items: $items, addressId: $addressId) {\n      ok\n      subtotal { amount currency }\n      deliveryFee { amount currency }\n      total { amount currency }\n      freeDeliveryThreshold { amount currency }\n      codLimit { amount currency }\n      zone\n      tailoringDays\n      estimatedDelivery { earliest latest }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        available\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product { id slug sku kind unit name price { amount currency } mrp { amount currency } brand { name } thumbnail { src srcSetAvif srcSetWebp width height } }\n      }\n    }\n  }\n": types.CheckoutQuoteDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order { ...OrderFields }\n      problems { id key problem available product { name } tailoring { problem problemDetail } }\n      payment {\n        method\n        redirectUrl\n        razorpay { keyId orderId amount currency }\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n": types.ConsultationFieldsFragmentDoc,
    "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days { date starts }\n    }\n  }\n": types.ConsultationSlotsDocument,
    "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) { ok refusal consultation { ...ConsultationFields } }\n  }\n": types.BookConsultationDocument,
    "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) { ok refusal consultation { ...ConsultationFields } }\n  }\n": types.RescheduleConsultationDocument,
    "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) { ok refusal consultation { ...ConsultationFields } }\n  }\n": types.CancelConsultationDocument,
    "\n  query MyConsultations {\n    myConsultations { ...ConsultationFields }\n  }\n": types.MyConsultationsDocument,
    "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation { ...ConsultationFields }\n      shopperOrders { number status createdAt hasTailoring items { name qty kind } }\n      tailoringLines { ...TailoringJobFields }\n    }\n  }\n": types.DesignerDayDocument,
    "\n  query ConsultationDesigners {\n    consultationDesigners { id displayName }\n  }\n": types.ConsultationDesignersDocument,
    "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal }\n  }\n": types.RecordConsultationOutcomeDocument,
    "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours { weekday startMinute endMinute }\n      daysOff\n    }\n  }\n": types.DesignerSettingsDocument,
    "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) { ok refusal field }\n  }\n": types.SaveDesignerSettingsDocument,
    "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n": types.EnquiryFieldsFragmentDoc,
    "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) { ok code field retryAfterSeconds }\n  }\n": types.SendEnquiryDocument,
    "\n  query MyEnquiries {\n    myEnquiries { ...EnquiryFields }\n  }\n": types.MyEnquiriesDocument,
    "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) { ...EnquiryFields }\n  }\n": types.StaffEnquiriesDocument,
    "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) { ok code enquiry { ...EnquiryFields } }\n  }\n": types.UpdateEnquiryDocument,
    "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values { field mm }\n    updatedAt\n  }\n": types.MeasurementProfileFieldsFragmentDoc,
    "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) { ...MeasurementProfileFields }\n  }\n": types.MyMeasurementProfilesDocument,
    "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n": types.CreateMeasurementProfileDocument,
    "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n": types.UpdateMeasurementProfileDocument,
    "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) { ok code }\n  }\n": types.DeleteMeasurementProfileDocument,
    "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal { amount currency }\n    deliveryFee { amount currency }\n    total { amount currency }\n    estimatedDelivery { earliest latest }\n    address { ...AddressFields }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount { amount currency }\n      unitPrice { amount currency }\n      lineTotal { amount currency }\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    events { status at actor note noteCode }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total { amount currency }\n      items { name image { src srcSetAvif srcSetWebp width height } }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query Order($number: String!) {\n    order(number: $number) { ...OrderFields }\n  }\n": types.OrderDocument,
    "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) { ...OrderFields }\n  }\n": types.OrderUpdatedDocument,
    "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order { ...OrderFields }\n    }\n  }\n": types.CancelOrderDocument,
    "\n  query AdminOrders($status: OrderStatus) {\n    adminOrders(status: $status) { ...OrderFields }\n  }\n": types.AdminOrdersDocument,
    "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order { ...OrderFields }\n    }\n  }\n": types.AdvanceOrderDocument,
    "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) { id orderNumber status amount { amount currency } }\n  }\n": types.TestPaymentDocument,
    "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) { ok refusal returnUrl orderNumber }\n  }\n": types.CompleteTestPaymentDocument,
    "\n  mutation VerifyRazorpay($orderNumber: String!, $razorpayOrderId: String!, $razorpayPaymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderNumber: $orderNumber, razorpayOrderId: $razorpayOrderId, razorpayPaymentId: $razorpayPaymentId, signature: $signature) {\n      ok\n      order { number status paymentStatus }\n    }\n  }\n": types.VerifyRazorpayDocument,
    "\n  query Me {\n    me { id phone name email roles }\n  }\n": types.MeDocument,
    "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price { amount currency }\n        mrp { amount currency }\n        brand { name }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules { option kind others }\n        groups {\n          code\n          name\n          required\n          multiple\n          options { code name picture extraDays metres setsMetres price { amount currency } }\n        }\n      }\n    }\n  }\n": types.TailoringForDocument,
    "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    canChange\n    changeUntil\n    changeClosed\n    service { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    garment { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    options { group groupName code name price { amount currency } extraDays }\n    measurement { kind name garment unit takenAt values { field mm value } }\n  }\n": types.TailoringJobFieldsFragmentDoc,
    "\n  query OrderTailoring($number: String!) {\n    order(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n    store { name email whatsappNumber }\n  }\n": types.OrderTailoringDocument,
    "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n  }\n": types.OrderTailoringUpdatedDocument,
    "\n  mutation ChangeTailoringMeasurements($lineId: ID!, $expectedVersion: Int!, $values: [MeasurementValueInput!], $profileId: ID) {\n    changeTailoringMeasurements(lineId: $lineId, expectedVersion: $expectedVersion, values: $values, profileId: $profileId) {\n      ok\n      refusal\n      errors { code field }\n      line { ...TailoringJobFields }\n    }\n  }\n": types.ChangeTailoringMeasurementsDocument,
    "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) { total lines { ...TailoringJobFields } }\n  }\n": types.TailoringQueueDocument,
    "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) { ok refusal line { ...TailoringJobFields } }\n  }\n": types.AdvanceTailoringLineDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($name: String!, $email: String) {\n    updateProfile(name: $name, email: $email) { ok errors { field code } user { id name email } }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    userservice { sendOtp(phone: $phone) { ok phone refusal retryAfterSeconds resendAfterSeconds } }\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyOtp($phone: String!, $code: String!) {\n    userservice { verifyOtp(phone: $phone, code: $code) { ok refusal attemptsLeft id_token refresh_token expires_in is_new_user } }\n  }\n"): typeof import('./graphql').VerifyOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($everywhere: Boolean) {\n    userservice { logout(everywhere: $everywhere) }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressFields on Address {\n    id\n    name\n    phone\n    line1\n    line2\n    city\n    state\n    postalCode\n    country\n    isDefault\n  }\n"): typeof import('./graphql').AddressFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAddresses {\n    myAddresses { ...AddressFields }\n  }\n"): typeof import('./graphql').MyAddressesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveAddress($id: ID, $input: AddressInput!) {\n    saveAddress(id: $id, input: $input) {\n      ok\n      address { ...AddressFields }\n      errors { field code }\n    }\n  }\n"): typeof import('./graphql').SaveAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAddress($id: ID!) {\n    deleteAddress(id: $id)\n  }\n"): typeof import('./graphql').DeleteAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultAddress($id: ID!) {\n    setDefaultAddress(id: $id) { id isDefault }\n  }\n"): typeof import('./graphql').SetDefaultAddressDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCheck($items: [CartItemInput!]!) {\n    cartCheck(items: $items) {\n      ok\n      itemCount\n      subtotal { amount currency }\n      lines {\n        id\n        key\n        qty\n        available\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        problem\n        previousPrice { amount currency }\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product {\n          id\n          slug\n          sku\n          kind\n          unit\n          name\n          maxOrderQuantity\n          step\n          stockState\n          turnaroundDays\n          price { amount currency }\n          mrp { amount currency }\n          brand { name }\n          thumbnail { src srcSetAvif srcSetWebp width height }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CartCheckDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncCart($items: [CartItemInput!]!, $merge: Boolean!) {\n    syncCart(items: $items, merge: $merge) {\n      id\n      qty\n      key\n      tailoring { options attachTo ownFabric measurement { kind profileId } }\n    }\n  }\n"): typeof import('./graphql').SyncCartDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on Product {\n    id\n    slug\n    sku\n    kind\n    name\n    discountPercent\n    stockState\n    lowStockQuantity\n    unit\n    price { amount currency }\n    mrp { amount currency }\n    brand { name verified }\n    category { name }\n    rating { average count }\n    thumbnail { src srcSetAvif srcSetWebp width height }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListing($filter: ProductFilter, $sort: ProductSort, $page: Int, $perPage: Int) {\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      total\n      page\n      perPage\n      pageCount\n      sort\n      search\n      notices\n      inStockCount\n      price { min { amount currency } max { amount currency } }\n      facets {\n        attribute { id code name }\n        values { count selected value { id slug name } }\n      }\n      items { ...ProductCardFields }\n    }\n  }\n"): typeof import('./graphql').ProductListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPage($slug: String!) {\n    product(slug: $slug) {\n      ...ProductCardFields\n      description\n      care\n      turnaroundDays\n      maxOrderQuantity\n      step\n      updatedAt\n      images { src srcSetAvif srcSetWebp width height }\n      category { slug name parent { slug name } }\n      attributes { attribute { code name } values { slug name } }\n      collections { slug name }\n      deliveryEstimate { earliest latest dispatchDays }\n      shopperRating { average count }\n    }\n  }\n"): typeof import('./graphql').ProductPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductExtras($slug: String!) {\n    product(slug: $slug) {\n      id\n      rating { average count }\n      reviews(first: 6) {\n        histogram { rating count }\n        items { id author rating title body sample createdAt }\n      }\n      related(limit: 8) { ...ProductCardFields }\n    }\n  }\n"): typeof import('./graphql').ProductExtrasDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryHead($slug: String!) {\n    category(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src }\n      children { id slug name }\n    }\n  }\n"): typeof import('./graphql').CategoryHeadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    banners {\n      id\n      slug\n      title\n      description\n      buttonText\n      buttonLink\n      discount\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    trustBadges { id slug icon title description }\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n  }\n"): typeof import('./graphql').HomePageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryIndex {\n    categories {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n      children { id slug name description }\n    }\n  }\n"): typeof import('./graphql').CategoryIndexDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPage($slug: String!) {\n    collection(slug: $slug) {\n      id\n      slug\n      name\n      description\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    collections { id slug name }\n  }\n"): typeof import('./graphql').CollectionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    categories { slug children { slug } }\n    catalogueIndex {\n      products { slug updatedAt }\n      collections { slug updatedAt }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPage {\n    store { name email whatsappNumber }\n  }\n"): typeof import('./graphql').ContactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutQuote($items: [CartItemInput!]!, $addressId: ID!) {\n    checkoutQuote(items: $items, addressId: $addressId) {\n      ok\n      subtotal { amount currency }\n      deliveryFee { amount currency }\n      total { amount currency }\n      freeDeliveryThreshold { amount currency }\n      codLimit { amount currency }\n      zone\n      tailoringDays\n      estimatedDelivery { earliest latest }\n      paymentMethods\n      refusal\n      lines {\n        id\n        key\n        qty\n        problem\n        tailoring { options { group code name price { amount currency } extraDays } optionsPrice { amount currency } extraDays metresNeeded garment attachTo ownFabric measurement { kind profileId } problem problemDetail }\n        available\n        unitPrice { amount currency }\n        lineTotal { amount currency }\n        product { id slug sku kind unit name price { amount currency } mrp { amount currency } brand { name } thumbnail { src srcSetAvif srcSetWebp width height } }\n      }\n    }\n  }\n"): typeof import('./graphql').CheckoutQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      ok\n      refusal\n      order { ...OrderFields }\n      problems { id key problem available product { name } tailoring { problem problemDetail } }\n      payment {\n        method\n        redirectUrl\n        razorpay { keyId orderId amount currency }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsultationFields on Consultation {\n    id\n    startsAt\n    endsAt\n    durationMinutes\n    topic\n    channel\n    status\n    timeZone\n    orderNumber\n    notes\n    designerName\n    canChange\n  }\n"): typeof import('./graphql').ConsultationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultationSlots($timeZone: String!, $durationMinutes: Int!) {\n    consultationSlots(timeZone: $timeZone, durationMinutes: $durationMinutes) {\n      ok\n      refusal\n      timeZone\n      days { date starts }\n    }\n  }\n"): typeof import('./graphql').ConsultationSlotsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookConsultation($input: BookConsultationInput!) {\n    bookConsultation(input: $input) { ok refusal consultation { ...ConsultationFields } }\n  }\n"): typeof import('./graphql').BookConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleConsultation($id: ID!, $startsAt: String!, $timeZone: String!) {\n    rescheduleConsultation(id: $id, startsAt: $startsAt, timeZone: $timeZone) { ok refusal consultation { ...ConsultationFields } }\n  }\n"): typeof import('./graphql').RescheduleConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelConsultation($id: ID!) {\n    cancelConsultation(id: $id) { ok refusal consultation { ...ConsultationFields } }\n  }\n"): typeof import('./graphql').CancelConsultationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyConsultations {\n    myConsultations { ...ConsultationFields }\n  }\n"): typeof import('./graphql').MyConsultationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerDay($designerId: ID) {\n    designerDay(designerId: $designerId) {\n      designerId\n      shopperName\n      shopperPhone\n      consultation { ...ConsultationFields }\n      shopperOrders { number status createdAt hasTailoring items { name qty kind } }\n      tailoringLines { ...TailoringJobFields }\n    }\n  }\n"): typeof import('./graphql').DesignerDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsultationDesigners {\n    consultationDesigners { id displayName }\n  }\n"): typeof import('./graphql').ConsultationDesignersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordConsultationOutcome($id: ID!, $outcome: ConsultationOutcome!, $notes: String) {\n    recordConsultationOutcome(id: $id, outcome: $outcome, notes: $notes) { ok refusal }\n  }\n"): typeof import('./graphql').RecordConsultationOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerSettings($designerId: ID) {\n    designerSettings(designerId: $designerId) {\n      designerId\n      displayName\n      timeZone\n      storeTimeZone\n      lengths\n      hours { weekday startMinute endMinute }\n      daysOff\n    }\n  }\n"): typeof import('./graphql').DesignerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveDesignerSettings($designerId: ID, $input: DesignerSettingsInput!) {\n    saveDesignerSettings(designerId: $designerId, input: $input) { ok refusal field }\n  }\n"): typeof import('./graphql').SaveDesignerSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnquiryFields on Enquiry {\n    id\n    name\n    phone\n    interest\n    preferredTime\n    message\n    status\n    reply\n    repliedAt\n    createdAt\n  }\n"): typeof import('./graphql').EnquiryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEnquiry($input: SendEnquiryInput!) {\n    sendEnquiry(input: $input) { ok code field retryAfterSeconds }\n  }\n"): typeof import('./graphql').SendEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEnquiries {\n    myEnquiries { ...EnquiryFields }\n  }\n"): typeof import('./graphql').MyEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffEnquiries($status: EnquiryStatus) {\n    staffEnquiries(status: $status) { ...EnquiryFields }\n  }\n"): typeof import('./graphql').StaffEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEnquiry($id: ID!, $status: EnquiryStatus!, $reply: String) {\n    updateEnquiry(id: $id, status: $status, reply: $reply) { ok code enquiry { ...EnquiryFields } }\n  }\n"): typeof import('./graphql').UpdateEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeasurementProfileFields on MeasurementProfile {\n    id\n    name\n    garment\n    unit\n    values { field mm }\n    updatedAt\n  }\n"): typeof import('./graphql').MeasurementProfileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMeasurementProfiles($garment: MeasurementGarment) {\n    myMeasurementProfiles(garment: $garment) { ...MeasurementProfileFields }\n  }\n"): typeof import('./graphql').MyMeasurementProfilesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMeasurementProfile($input: MeasurementProfileInput!) {\n    createMeasurementProfile(input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n"): typeof import('./graphql').CreateMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeasurementProfile($id: ID!, $input: MeasurementProfileInput!) {\n    updateMeasurementProfile(id: $id, input: $input) {\n      ok\n      profile { ...MeasurementProfileFields }\n      errors { code field }\n    }\n  }\n"): typeof import('./graphql').UpdateMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMeasurementProfile($id: ID!) {\n    deleteMeasurementProfile(id: $id) { ok code }\n  }\n"): typeof import('./graphql').DeleteMeasurementProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    number\n    status\n    paymentMethod\n    paymentStatus\n    paymentId\n    createdAt\n    updatedAt\n    expiresAt\n    itemCount\n    hasTailoring\n    canCancel\n    cancelRefusal\n    nextStatuses\n    carrier\n    trackingNumber\n    subtotal { amount currency }\n    deliveryFee { amount currency }\n    total { amount currency }\n    estimatedDelivery { earliest latest }\n    address { ...AddressFields }\n    items {\n      productId\n      slug\n      sku\n      name\n      brandName\n      kind\n      qty\n      discount { amount currency }\n      unitPrice { amount currency }\n      lineTotal { amount currency }\n      image { src srcSetAvif srcSetWebp width height }\n    }\n    events { status at actor note noteCode }\n  }\n"): typeof import('./graphql').OrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders {\n    myOrders {\n      number\n      status\n      paymentStatus\n      createdAt\n      itemCount\n      total { amount currency }\n      items { name image { src srcSetAvif srcSetWebp width height } }\n    }\n  }\n"): typeof import('./graphql').MyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($number: String!) {\n    order(number: $number) { ...OrderFields }\n  }\n"): typeof import('./graphql').OrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderUpdated($number: String!) {\n    orderUpdated(number: $number) { ...OrderFields }\n  }\n"): typeof import('./graphql').OrderUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ok\n      refusal\n      order { ...OrderFields }\n    }\n  }\n"): typeof import('./graphql').CancelOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($status: OrderStatus) {\n    adminOrders(status: $status) { ...OrderFields }\n  }\n"): typeof import('./graphql').AdminOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceOrder($number: String!, $to: OrderStatus!, $carrier: String, $trackingNumber: String, $note: String) {\n    advanceOrder(number: $number, to: $to, carrier: $carrier, trackingNumber: $trackingNumber, note: $note) {\n      ok\n      order { ...OrderFields }\n    }\n  }\n"): typeof import('./graphql').AdvanceOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestPayment($id: ID!) {\n    testPayment(paymentId: $id) { id orderNumber status amount { amount currency } }\n  }\n"): typeof import('./graphql').TestPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTestPayment($id: ID!, $outcome: TestPaymentOutcome!) {\n    completeTestPayment(paymentId: $id, outcome: $outcome) { ok refusal returnUrl orderNumber }\n  }\n"): typeof import('./graphql').CompleteTestPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyRazorpay($orderNumber: String!, $razorpayOrderId: String!, $razorpayPaymentId: String!, $signature: String!) {\n    verifyRazorpayPayment(orderNumber: $orderNumber, razorpayOrderId: $razorpayOrderId, razorpayPaymentId: $razorpayPaymentId, signature: $signature) {\n      ok\n      order { number status paymentStatus }\n    }\n  }\n"): typeof import('./graphql').VerifyRazorpayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me { id phone name email roles }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TailoringFor($productId: ID!) {\n    tailoringFor(productId: $productId) {\n      product {\n        id\n        sku\n        kind\n        name\n        turnaroundDays\n        price { amount currency }\n        mrp { amount currency }\n        brand { name }\n      }\n      service {\n        productId\n        garment\n        material\n        metres\n        rules { option kind others }\n        groups {\n          code\n          name\n          required\n          multiple\n          options { code name picture extraDays metres setsMetres price { amount currency } }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TailoringForDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TailoringJobFields on TailoringJob {\n    id\n    version\n    orderNumber\n    stage\n    stageChangedAt\n    nextStage\n    createdAt\n    ownFabric\n    canChange\n    changeUntil\n    changeClosed\n    service { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    garment { name slug qty kind image { src srcSetAvif srcSetWebp width height } }\n    options { group groupName code name price { amount currency } extraDays }\n    measurement { kind name garment unit takenAt values { field mm value } }\n  }\n"): typeof import('./graphql').TailoringJobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderTailoring($number: String!) {\n    order(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n    store { name email whatsappNumber }\n  }\n"): typeof import('./graphql').OrderTailoringDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderTailoringUpdated($number: String!) {\n    orderUpdated(number: $number) { number status tailoringLines { ...TailoringJobFields } }\n  }\n"): typeof import('./graphql').OrderTailoringUpdatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTailoringMeasurements($lineId: ID!, $expectedVersion: Int!, $values: [MeasurementValueInput!], $profileId: ID) {\n    changeTailoringMeasurements(lineId: $lineId, expectedVersion: $expectedVersion, values: $values, profileId: $profileId) {\n      ok\n      refusal\n      errors { code field }\n      line { ...TailoringJobFields }\n    }\n  }\n"): typeof import('./graphql').ChangeTailoringMeasurementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TailoringQueue($stage: TailoringStage, $first: Int, $offset: Int) {\n    tailoringQueue(stage: $stage, first: $first, offset: $offset) { total lines { ...TailoringJobFields } }\n  }\n"): typeof import('./graphql').TailoringQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceTailoringLine($lineId: ID!, $expectedVersion: Int!, $to: TailoringStage) {\n    advanceTailoringLine(lineId: $lineId, expectedVersion: $expectedVersion, to: $to) { ok refusal line { ...TailoringJobFields } }\n  }\n"): typeof import('./graphql').AdvanceTailoringLineDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
