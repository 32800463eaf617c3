import { isLastAttempt, runWithGiveUp as runGraphJob, type JobContext } from '../jobs/job';

const ctx = { orm: { em: {} } } as unknown as JobContext;
const job = (attemptsMade: number) => ({ name: 'bulk-import', data: {}, attemptsMade, opts: { attempts: 5 } });

describe('runWithGiveUp (a job runner with a give-up, core/jobs/job.ts)', () => {
  it('knows the last attempt', () => {
    expect(isLastAttempt({ attemptsMade: 4, opts: { attempts: 5 } })).toBe(true);
    expect(isLastAttempt({ attemptsMade: 1, opts: { attempts: 5 } })).toBe(false);
    expect(isLastAttempt({})).toBe(true);
  });

  it('answers what the runner answers and gives nothing up', async () => {
    const giveUp = jest.fn(async () => undefined);
    await expect(runGraphJob(ctx, job(4), async () => 'DONE', giveUp)).resolves.toBe('DONE');
    expect(giveUp).not.toHaveBeenCalled();
  });

  it('rethrows a failure so the queue retries; only the last attempt records the job as given up', async () => {
    const giveUp = jest.fn(async () => undefined);
    const boom = async () => {
      throw new Error('database away');
    };
    await expect(runGraphJob(ctx, job(1), boom, giveUp)).rejects.toThrow('database away');
    expect(giveUp).not.toHaveBeenCalled();
    await expect(runGraphJob(ctx, job(4), boom, giveUp)).rejects.toThrow('database away');
    expect(giveUp).toHaveBeenCalledTimes(1);
  });

  it('still rethrows the runner error when recording the give-up fails too', async () => {
    const giveUp = jest.fn(async () => {
      throw new Error('still away');
    });
    await expect(
      runGraphJob(
        ctx,
        job(4),
        async () => {
          throw new Error('database away');
        },
        giveUp,
      ),
    ).rejects.toThrow('database away');
  });
});
