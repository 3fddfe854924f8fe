import { describe, expect, it, vi } from 'vitest';
import { apiReachable } from './reachability';

describe('apiReachable', () => {
  it('any answer is reachable, an error answer included; no answer is not', async () => {
    const answers = vi.fn<typeof fetch>().mockResolvedValueOnce(new Response(null, { status: 404 }));
    expect(await apiReachable('https://api.exemplo.com.br/api', answers)).toBe(true);
    expect(answers).toHaveBeenCalledWith(
      'https://api.exemplo.com.br/api',
      expect.objectContaining({ mode: 'no-cors' }),
    );

    const down = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await apiReachable('/api', down)).toBe(false);
  });
});
