import { Address, listAddresses } from '../addresses';
import { myConsultations } from '../consultations';
import { builder } from '../core/builder';
import './actor-names';
import { myEnquiries } from '../enquiries';
import {
  changeStaffRole,
  findUser,
  maxCustomerPage,
  searchUsers,
  type RoleChangeResult,
  type UserRow,
} from '../identity';
import { listProfiles } from '../measurements';
import { ordersOfUser } from '../orders';

// The admins' view of the store's customers: found by phone, name or e-mail; each one's orders,
// addresses, measurement profiles, consultations and enquiries (read through their domains' doors);
// staff roles granted and taken.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const CustomerOrder = builder.objectRef<Awaited<ReturnType<typeof ordersOfUser>>[number]>('CustomerOrder').implement({
  fields: (t) => ({
    number: t.exposeString('number'),
    status: t.exposeString('status'),
    paymentStatus: t.exposeString('paymentStatus'),
    totalMinor: t.float({ resolve: (o) => o.totalMinor }),
    currency: t.exposeString('currency'),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
  }),
});

const CustomerProfile = builder
  .objectRef<Awaited<ReturnType<typeof listProfiles>>[number]>('CustomerMeasurementProfile')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), garment: t.exposeString('garment') }),
  });

const CustomerConsultation = builder
  .objectRef<Awaited<ReturnType<typeof myConsultations>>[number]>('CustomerConsultation')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      topic: t.exposeString('topic'),
      status: t.exposeString('status'),
      startsAt: t.string({ resolve: (c) => c.startsAt.toISOString() }),
    }),
  });

const CustomerEnquiry = builder
  .objectRef<Awaited<ReturnType<typeof myEnquiries>>[number]>('CustomerEnquiry')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      interest: t.exposeString('interest'),
      status: t.exposeString('status'),
      message: t.exposeString('message'),
      createdAt: t.string({ resolve: (e) => e.createdAt.toISOString() }),
    }),
  });

const Customer = builder.objectRef<UserRow>('Customer').implement({
  description: 'Admins: one person with an account, and what the store keeps of theirs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    phone: t.exposeString('phone'),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    roles: t.exposeStringList('roles'),
    createdAt: t.string({ resolve: (u) => iso(u.createdAt)! }),
    orders: t.field({ type: [CustomerOrder], resolve: (u, _a, ctx) => ordersOfUser(ctx.db, u.id, 50) }),
    addresses: t.field({ type: [Address], resolve: (u, _a, ctx) => listAddresses(ctx.db, u.id) }),
    measurementProfiles: t.field({ type: [CustomerProfile], resolve: (u, _a, ctx) => listProfiles(ctx.db, u.id) }),
    consultations: t.field({ type: [CustomerConsultation], resolve: (u, _a, ctx) => myConsultations(ctx.db, u.id) }),
    enquiries: t.field({ type: [CustomerEnquiry], resolve: (u, _a, ctx) => myEnquiries(ctx.db, u.id) }),
  }),
});

const CustomerPage = builder.objectRef<{ total: number; rows: UserRow[] }>('CustomerPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    customers: t.field({ type: [Customer], resolve: (p) => p.rows }),
  }),
});

const StaffRoleEnum = builder.enumType('StaffRole', { values: ['designer', 'admin'] as const });
const RoleRefusalEnum = builder.enumType('RoleChangeRefusal', {
  values: ['NOT_FOUND', 'OWN_ADMIN_ROLE', 'NO_LONGER_ADMIN'] as const,
});

const RoleChangePayload = builder.objectRef<RoleChangeResult>('RoleChangePayload').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok'),
    code: t.field({ type: RoleRefusalEnum, nullable: true, resolve: (r) => r.code }),
    customer: t.field({ type: Customer, nullable: true, resolve: (r) => r.user }),
  }),
});

builder.queryFields((t) => ({
  customers: t.field({
    type: CustomerPage,
    authScopes: { admin: true },
    description: `Admins: customers whose phone, name or e-mail holds the text, newest first; at most ${maxCustomerPage} a page.`,
    args: {
      search: t.arg.string({ required: false }),
      first: t.arg.int({ required: false }),
      offset: t.arg.int({ required: false }),
    },
    resolve: (_r, a, ctx) => searchUsers(ctx.db, a.search ?? '', a.first ?? 25, a.offset ?? 0),
  }),
  customer: t.field({
    type: Customer,
    nullable: true,
    authScopes: { admin: true },
    description: 'Admins: one customer by id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => findUser(ctx.db, String(id)),
  }),
}));

builder.mutationFields((t) => ({
  setStaffRole: t.authField({
    type: RoleChangePayload,
    authScopes: { admin: true },
    description:
      'Admins: grant or take the designer or admin role (audited). Taking a role ends that person’s sign-ins; an admin cannot take their own admin role.',
    args: {
      userId: t.arg.id({ required: true }),
      role: t.arg({ type: StaffRoleEnum, required: true }),
      granted: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      changeStaffRole(
        { db: ctx.db, sessions: ctx.kit.sessions },
        ctx.viewer,
        { userId: String(a.userId), role: a.role, granted: a.granted },
        ctx.kit.now(),
      ),
  }),
}));
