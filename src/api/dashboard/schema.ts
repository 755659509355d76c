import { builder } from '../core/builder';
import { adminFigures, staffDashboard, type AdminFigures, type StaffDashboard } from './service';

const StageCount = builder.objectRef<{ stage: string; count: number }>('DashboardStageCount').implement({
  description: 'How many tailoring lines of confirmed orders stand at one stage.',
  fields: (t) => ({ stage: t.exposeString('stage'), count: t.exposeInt('count') }),
});

const AdminFiguresRef = builder.objectRef<AdminFigures>('DashboardAdminFigures').implement({
  description: "Admins only: the store day's orders and money, what waits on them, and stock running low.",
  fields: (t) => ({
    ordersToday: t.exposeInt('ordersToday'),
    ordersTodayMinor: t.float({ description: 'Minor units (paise).', resolve: (f) => f.ordersTodayMinor }),
    takingsTodayMinor: t.float({
      description: 'Payments received today, minor units.',
      resolve: (f) => f.takingsTodayMinor,
    }),
    toConfirm: t.exposeInt('toConfirm'),
    toShip: t.exposeInt('toShip'),
    refundsDue: t.exposeInt('refundsDue'),
    lowStock: t.exposeInt('lowStock'),
    lowStockThreshold: t.exposeInt('lowStockThreshold'),
  }),
});

const Dashboard = builder.objectRef<StaffDashboard>('StaffDashboard').implement({
  description: "The back office's home figures for the signed-in member of staff.",
  fields: (t) => ({
    day: t.exposeString('day'),
    tailoring: t.field({ type: [StageCount], resolve: (d) => d.tailoring }),
    consultationsToday: t.exposeInt('consultationsToday', {
      description: "Admins: every designer's calls today; a designer: their own.",
    }),
    newEnquiries: t.exposeInt('newEnquiries'),
    admin: t.field({
      type: AdminFiguresRef,
      nullable: true,
      authScopes: { admin: true },
      // A designer reads null here, as before the scope was declared.
      unauthorizedResolver: () => null,
      resolve: (d, _a, ctx) => adminFigures(ctx.db, d.from, d.to),
    }),
  }),
});

builder.queryFields((t) => ({
  staffDashboard: t.authField({
    type: Dashboard,
    authScopes: { staff: true },
    description: "Designers and admins: today's figures in the store's time zone; money only for admins.",
    resolve: (_r, _a, ctx) => staffDashboard(ctx.db, ctx.viewer, ctx.kit.now()),
  }),
}));
