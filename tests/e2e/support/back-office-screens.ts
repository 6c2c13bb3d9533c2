/**
 * Back-office screens the layout journeys visit: every screen reachable from the merchant's, the
 * atelier's and the admin's menus, their « new » forms, and one detail page of each list (found from the list).
 */
export const MERCHANT_SCREENS = [
  '/user/dashboard',
  '/user/orders',
  '/user/orders/new',
  '/user/customers',
  '/user/promo-codes',
  '/user/products',
  '/user/products/new',
  '/user/products/category',
  '/user/testimonies',
  '/user/testimonies/add',
  '/user/referred',
  '/user/settings/profiles',
  '/user/settings/domain',
  '/user/settings/checkout',
  '/user/settings/personalization',
  '/user/settings/settings',
  '/user/sync',
];

export const ATELIER_SCREENS = [
  '/user/atelier/dashboard',
  '/user/atelier/costumer/customers',
  '/user/atelier/costumer/addnewcustomer',
  '/user/atelier/orders/orders',
  '/user/atelier/orders/addnew',
  '/user/atelier/customer/customermeasure-details',
  '/user/atelier/mesurements/measurment-part',
  '/user/atelier/settings/chlothe-types',
  '/user/atelier/calendar/order',
  '/user/atelier/fabric/list',
  '/user/atelier/fabric/add',
  '/user/atelier/supplier/supplier',
  '/user/atelier/services',
  '/user/atelier/transaction/list',
  '/user/atelier/transaction/add-new',
  '/user/atelier/staff/lists',
  '/user/atelier/staff/salary-payement',
  '/user/atelier/settings/roles',
  '/user/atelier/settings/galery',
  '/user/atelier/notifications',
];

export const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/shopes',
  '/admin/users',
  '/admin/subscription',
  '/admin/subscription/reqested',
  '/admin/plan',
  '/admin/plan/add',
  '/admin/settings/messages',
  '/admin/settings/profile',
];

/** Detail pages: the first link of a list that leads to one record. */
export const DETAIL_FROM_LIST: { list: string; link: RegExp }[] = [
  { list: '/user/orders', link: /^\/user\/orders\/(?!new)[^/]+$/ },
  { list: '/user/customers', link: /^\/user\/customers\/(?!card)[^/]+$/ },
  { list: '/user/products', link: /^\/user\/products\/edit\/[^/]+$/ },
  { list: '/user/atelier/orders/orders', link: /^\/user\/atelier\/orders\/view\/[^/]+$/ },
  { list: '/user/atelier/costumer/customers', link: /^\/user\/atelier\/costumer\/single\/[^/]+$/ },
  { list: '/admin/shopes', link: /^\/admin\/shops\/[^/]+$/ },
  { list: '/admin/plan', link: /^\/admin\/plan\/(?!add)[^/]+$/ },
];
