import { loadAlertsConfig } from '../src/alerts/alerts-config';

describe('alerts settings', () => {
  it('holds SMS in the quiet hours unless ALERT_QUIET_HOURS=off', () => {
    expect(loadAlertsConfig({}).quietHours).toBe(true);
    expect(loadAlertsConfig({ ALERT_QUIET_HOURS: 'off', NODE_ENV: 'test' }).quietHours).toBe(false);
  });

  it('refuses ALERT_QUIET_HOURS=off in production', () => {
    expect(() => loadAlertsConfig({ ALERT_QUIET_HOURS: 'off', NODE_ENV: 'production' })).toThrow(
      'ALERT_QUIET_HOURS=off is refused with NODE_ENV=production',
    );
  });
});
