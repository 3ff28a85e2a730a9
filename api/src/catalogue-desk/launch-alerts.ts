import { brandedName, type DeskModelDocument } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SmsSender } from '../accounts/sms/sms-sender';
import type { Db } from '../db/database';
import { rowsOf } from '../db/raw-rows';
import { brands } from '../db/schema';
import { catalogueLaunchAlerts } from '../db/schema-catalogue-desk';
import { leads } from '../db/schema-leads';
import { modelLink } from '../search/vertical-sections';

/** How the "alert me" texts leave: the site's SMS sender (the development outbox in development). */
export interface LaunchAlertSender {
  sms: SmsSender;
  /** The site's origin for the link in the text, e.g. `https://www.cvbazaar.in`. */
  origin: string;
}

const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 5;
const BATCH = 200;
const RETRY_EVERY_MS = 30_000;

function alertText(brandName: string, document: DeskModelDocument, link: string): string {
  const prices = document.variants.map((variant) => variant.price).filter((price) => price !== null);
  const from = prices.length ? ` from ${formatRupees(Math.min(...prices))} ex-showroom` : '';
  const name = brandedName(brandName, document.name);
  return `CV Bazaar: ${name} is launched${from}. See prices and specs: ${link}`;
}

/**
 * Sends the due launch texts: leases a batch (FOR UPDATE SKIP LOCKED, so two instances never take the same row;
 * a lease left by a killed process runs out), sends each once, and records it sent, or failed after five tries.
 * Answers how many were sent.
 */
export async function sendDueLaunchAlerts(db: Db, sms: SmsSender, now = new Date()): Promise<number> {
  const lockedUntil = new Date(now.getTime() + LEASE_MS);
  const claimed = await rowsOf<{ id: number; mobile: string; text: string; attempts: number }>(
    db,
    sql`update ${catalogueLaunchAlerts} set locked_until = ${lockedUntil}, attempts = attempts + 1
        where id in (select id from ${catalogueLaunchAlerts}
                     where status = 'pending' and (locked_until is null or locked_until <= ${now})
                     order by id limit ${BATCH} for update skip locked)
        returning id, mobile, text, attempts`,
  );
  let sent = 0;
  for (const alert of claimed) {
    try {
      await sms.send(alert.mobile, alert.text);
      await db
        .update(catalogueLaunchAlerts)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null })
        .where(eq(catalogueLaunchAlerts.id, alert.id));
      sent += 1;
    } catch (error) {
      await db
        .update(catalogueLaunchAlerts)
        .set({
          status: alert.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'send failed',
        })
        .where(eq(catalogueLaunchAlerts.id, alert.id));
    }
  }
  return sent;
}

/**
 * Queues one text per mobile that asked "alert me" (a launch-alert lead) for the launched model, and sends them.
 * The unique key (model, mobile) makes a retried launch, or a launch heard by two instances, queue each person
 * once. Answers how many were newly queued.
 */
export async function queueLaunchAlerts(
  db: Db,
  modelId: number,
  document: DeskModelDocument,
  sender: LaunchAlertSender,
): Promise<number> {
  const [brand] = await db
    .select({ slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.id, document.brandId));
  if (!brand) return 0;
  const subscribers = await db
    .selectDistinct({ mobile: leads.mobile })
    .from(leads)
    .where(
      and(
        eq(leads.kind, 'launch-alert'),
        eq(leads.vertical, document.vertical),
        eq(leads.brandSlug, brand.slug),
        eq(leads.modelSlug, document.slug),
      ),
    );
  if (subscribers.length === 0) return 0;
  const link = `${sender.origin}${modelLink(document.vertical, brand.slug, document.slug)}`;
  const text = alertText(brand.name, document, link);
  const queued = await db
    .insert(catalogueLaunchAlerts)
    .values(subscribers.map(({ mobile }) => ({ modelId, mobile, text })))
    .onConflictDoNothing()
    .returning({ id: catalogueLaunchAlerts.id });
  await sendDueLaunchAlerts(db, sender.sms);
  return queued.length;
}

/** Retries unsent launch texts every 30 seconds until the app closes (not in tests, which send explicitly). */
export function retryLaunchAlerts(app: FastifyInstance, db: Db, sms: SmsSender, enabled: boolean): void {
  if (!enabled) return;
  const timer = setInterval(() => {
    sendDueLaunchAlerts(db, sms).catch((error: unknown) => app.log.warn({ err: error }, 'launch alerts'));
  }, RETRY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
