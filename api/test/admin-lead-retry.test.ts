import { eq } from 'drizzle-orm';
import { leadDeliveries } from '../src/db/schema-leads';
import { call } from './accounts-helpers';
import { expectEditorsOnly, sessionWithRole } from './admin-helpers';
import { testDatabases } from './databases';
import { deliveriesOf, storeLead, useLeadsApi } from './leads-helpers';

describe.each(testDatabases)('POST admin/lead-deliveries/:id/retry on %s', (kind) => {
  const api = useLeadsApi(kind);
  const retry = (id: number | string, session?: string) =>
    call(api, 'POST', `/api/admin/lead-deliveries/${id}/retry`, undefined, { session });

  it('queues a failed delivery again for editors only; anything else is 404', async () => {
    const { id: leadId } = await storeLead(api);
    const [delivery] = await deliveriesOf(api, leadId);
    await api.database.db
      .update(leadDeliveries)
      .set({ status: 'failed', attempts: 8, lastError: 'HTTP 422' })
      .where(eq(leadDeliveries.id, delivery.id));

    await expectEditorsOnly(api, (session) => retry(delivery.id, session));
    const editor = await sessionWithRole(api, 'editor');
    const retried = await retry(delivery.id, editor);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: delivery.id, status: 'pending' });
    const [after] = await deliveriesOf(api, leadId);
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });

    expect((await retry(delivery.id, editor)).statusCode).toBe(404);
    expect((await retry(999999, editor)).statusCode).toBe(404);
    expect((await retry('abc', editor)).statusCode).toBe(400);
  });
});
