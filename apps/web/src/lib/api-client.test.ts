import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads fresh modules: the page's answers are read once per page load.
async function loadClient(boot: Record<string, unknown> | null) {
  vi.resetModules();
  document.body.innerHTML = '';
  if (boot) {
    const script = document.createElement('script');
    script.id = 'oxs-boot';
    script.type = 'application/json';
    script.textContent = JSON.stringify(boot);
    document.body.append(script);
  }
  return import('./api-client');
}

const served = (body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

describe('api() and the answers a page arrives with', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("answers a guest's first call from the page, then asks the server", async () => {
    const fetchMock = served({ from: 'server' });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await loadClient({ '/api/v1/template/squat': { from: 'page' } });

    expect(await api('/template/squat')).toEqual({ from: 'page' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById('oxs-boot')).toBeNull();

    expect(await api('/template/squat')).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/template/squat',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('matches the whole URL, query included', async () => {
    const fetchMock = served({ from: 'server' });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await loadClient({ '/api/v1/templates?sort=popular&page=1': { from: 'page' } });

    expect(await api('/templates', { query: { sort: 'latest', page: 1 } })).toEqual({ from: 'server' });
    expect(await api('/templates', { query: { sort: 'popular', page: 1 } })).toEqual({ from: 'page' });
  });

  it('never gives a signed-in user the guest answer', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = served({ from: 'server' });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await loadClient({ '/api/v1/template/squat': { from: 'page' } });

    expect(await api('/template/squat')).toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/template/squat',
      expect.objectContaining({ headers: expect.objectContaining({ authorization: 'jwt abc' }) }),
    );
  });

  it('goes to the server when the page brought nothing or something unreadable', async () => {
    const fetchMock = served({ from: 'server' });
    vi.stubGlobal('fetch', fetchMock);
    const { api } = await loadClient(null);
    expect(await api('/contact/information')).toEqual({ from: 'server' });

    vi.resetModules();
    document.body.innerHTML = '<script id="oxs-boot" type="application/json">{not json</script>';
    const again = await import('./api-client');
    expect(await again.api('/contact/information')).toEqual({ from: 'server' });
  });
});
