import { ConflictError } from '../http/errors';
import { retryOnClash, type Clashes } from './unique-clash';

/** A unique violation as Drizzle throws it: the driver's error is the cause. */
const violation = (constraint: string) => Object.assign(new Error('query failed'), { cause: { code: '23505', constraint } });

const clashes: Clashes = {
  things_path_idx: { retry: true, error: () => new ConflictError('path taken') },
  things_email_idx: { error: () => new ConflictError('email taken') },
};

/** A write failing with the given errors in turn, then answering 'written'. */
function writeFailing(...errors: Error[]) {
  const write = jest.fn(async () => {
    const error = errors[write.mock.calls.length - 1];
    if (error) throw error;
    return 'written';
  });
  return write;
}

describe('retryOnClash', () => {
  it('tries a write again when it clashes on an index whose value the server draws', async () => {
    const write = writeFailing(violation('things_path_idx'), violation('things_path_idx'));
    await expect(retryOnClash(clashes, write)).resolves.toBe('written');
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('gives up after three attempts with the clash error', async () => {
    const write = writeFailing(...Array.from({ length: 5 }, () => violation('things_path_idx')));
    await expect(retryOnClash(clashes, write)).rejects.toThrow(new ConflictError('path taken'));
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('answers a clash on a value the client chose at once', async () => {
    const write = writeFailing(violation('things_email_idx'));
    await expect(retryOnClash(clashes, write)).rejects.toMatchObject({ statusCode: 409, message: 'email taken' });
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('lets any other error through untouched', async () => {
    const other = violation('another_idx');
    await expect(retryOnClash(clashes, writeFailing(other))).rejects.toBe(other);
    const plain = new Error('boom');
    await expect(retryOnClash(undefined, writeFailing(plain))).rejects.toBe(plain);
  });
});
