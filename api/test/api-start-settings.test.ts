/**
 * The API checks its settings before it creates or seeds a database: a development outbox or seed with any
 * production-like NODE_ENV stops the start with nothing written.
 */
const openDatabase = jest.fn();
jest.mock('../src/db/database', () => ({ openDatabase }));

describe('starting the API', () => {
  const env = process.env;
  afterEach(() => {
    process.env = env;
    jest.restoreAllMocks();
  });

  async function startStopped(): Promise<{ code: number | undefined; printed: string }> {
    const stopped = new Promise<number | undefined>((resolve) => {
      jest.spyOn(process, 'exit').mockImplementation(((code?: number) => {
        resolve(code);
        return undefined as never;
      }) as typeof process.exit);
    });
    const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      await import('../src/main');
    });
    const code = await stopped;
    return { code, printed: String(printed.mock.calls[0]?.[0]) };
  }

  it.each(['Production', 'production '])(
    'with NODE_ENV=%j and CVB_DEV_OUTBOX=on, stops before opening the database',
    async (nodeEnv) => {
      process.env = { ...env, NODE_ENV: nodeEnv, CVB_DEV_OUTBOX: 'on' };
      const { code, printed } = await startStopped();
      expect(code).toBe(1);
      expect(openDatabase).not.toHaveBeenCalled();
      expect(printed).toContain('CVB_DEV_OUTBOX=on is refused with NODE_ENV=production');
    },
  );

  it('with NODE_ENV=production and CVB_SEED=on, stops before opening the database', async () => {
    process.env = { ...env, NODE_ENV: 'production', CVB_DEV_OUTBOX: 'off', CVB_SEED: 'on' };
    const { code, printed } = await startStopped();
    expect(code).toBe(1);
    expect(openDatabase).not.toHaveBeenCalled();
    expect(printed).toContain('CVB_SEED=on is refused with NODE_ENV=production');
  });
});
