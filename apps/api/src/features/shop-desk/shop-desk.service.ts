import type { FastifyInstance } from 'fastify';
import type { StaffAction } from '@oxstrength/shared/policy';
import type { CatalogueKind } from '@oxstrength/shared/schemas/staff-orders';
import {
  countOrdersInbox,
  exportAdminOrdersCsv,
  getAdminOrder,
  listAdminOrders,
  type AdminOrderQuery,
} from '../orders/orders-admin.service';
import {
  countLowStock,
  listStaffProducts,
  listStaffSizes,
  priceSize,
  PRODUCT_ADMIN_MESSAGES,
  publishProduct,
  restockSize,
} from '../products/products-admin.service';
import { orderPayments } from '../payments/order-payments';
import { listStaffProgrammes, publishProgramme } from '../programmes/programmes-admin.service';
import { listStaffTemplates, publishTemplate } from '../templates/templates-admin.service';
import type { AuditActor } from '../audit/audit.service';
import { requireAction, type StaffCaller } from '../../lib/staff-caller';

/**
 * The shop desk, the admins' shop workspace (issue 19): each step passes the one policy check (can(), admins only:
 * a trainer gets 403) and runs the owning area's function (which writes its audit entry in its transaction). The
 * steps the buyer is mailed about (deliver, cancel, refund) are workflows (workflows/deliver-order.ts,
 * cancel-order.ts, refund-order.ts), which the routes call with `shopActor`.
 */

export const SHOP_DESK_MESSAGES = {
  published: (title: string) => `${title} is published`,
  unpublished: (title: string) => `${title} is no longer published`,
} as const;

/** The caller, once the policy allows `action`, as the areas record who acted. */
export function shopActor(caller: StaffCaller, action: StaffAction): AuditActor {
  requireAction(caller, action);
  return { actor: caller.actor, userId: caller.id };
}

export function listOrders(
  app: FastifyInstance,
  caller: StaffCaller,
  q: AdminOrderQuery & { page: number; resultsPerPage: number },
) {
  shopActor(caller, 'order.list');
  return listAdminOrders(app.db, q);
}

export function exportOrders(app: FastifyInstance, caller: StaffCaller, q: AdminOrderQuery) {
  shopActor(caller, 'order.export');
  return exportAdminOrdersCsv(app.db, q);
}

export function readOrder(app: FastifyInstance, caller: StaffCaller, id: string) {
  shopActor(caller, 'order.read');
  return getAdminOrder(app.db, id, orderPayments);
}

/** The inbox's counts for admins: orders to deliver, refunds to record, sizes low on stock. */
export async function shopCounts(app: FastifyInstance, caller: StaffCaller) {
  shopActor(caller, 'order.list');
  const [orders, lowStock] = await Promise.all([countOrdersInbox(app.db), countLowStock(app.db)]);
  return { to_deliver: orders.toDeliver, refund_required: orders.refundRequired, low_stock: lowStock };
}

export function listSizes(
  app: FastifyInstance,
  caller: StaffCaller,
  q: { q?: string; low?: boolean; page: number; resultsPerPage: number },
) {
  shopActor(caller, 'catalogue.read');
  return listStaffSizes(app.db, q);
}

export async function restock(app: FastifyInstance, caller: StaffCaller, sizeId: string, units: number) {
  const size = await restockSize(app.db, sizeId, shopActor(caller, 'product.restock'), units);
  return { message: PRODUCT_ADMIN_MESSAGES.restocked(units, size), size };
}

export async function price(
  app: FastifyInstance,
  caller: StaffCaller,
  sizeId: string,
  prices: { price: number; discounted_price: number },
) {
  const size = await priceSize(app.db, sizeId, shopActor(caller, 'product.price'), prices);
  return { message: PRODUCT_ADMIN_MESSAGES.priced(size), size };
}

export function listCatalogue(
  app: FastifyInstance,
  caller: StaffCaller,
  kind: CatalogueKind,
  q: { q?: string; page: number; resultsPerPage: number },
) {
  shopActor(caller, 'catalogue.read');
  if (kind === 'product') return listStaffProducts(app.db, q);
  if (kind === 'template') return listStaffTemplates(app.db, q);
  return listStaffProgrammes(app.db, kind, q);
}

export async function publish(
  app: FastifyInstance,
  caller: StaffCaller,
  kind: CatalogueKind,
  id: string,
  published: boolean,
) {
  const staff = shopActor(caller, 'catalogue.publish');
  const item =
    kind === 'product'
      ? await publishProduct(app.db, id, staff, published)
      : kind === 'template'
        ? await publishTemplate(app.db, id, staff, published)
        : await publishProgramme(app.db, kind, id, staff, published);
  return {
    message: item.published
      ? SHOP_DESK_MESSAGES.published(item.title)
      : SHOP_DESK_MESSAGES.unpublished(item.title),
    item,
  };
}
