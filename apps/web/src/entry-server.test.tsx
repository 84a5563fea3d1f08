// @vitest-environment node
import { contactInformationReply } from '@oxstrength/shared/contracts/site';
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server';
import { paged, template, templateCard } from './features/templates/testing/template-fixtures';

const contact = contactInformationReply.parse({
  status: 'success',
  contact_information: {
    email: 'support@oxstrength.com.np',
    contact_num: '+977 9801234567',
    address: 'Online',
    open_hours: '24 hours',
    social: {},
  },
});
const strength = template({ slug: 'strength-12', title: 'Strength in Twelve Weeks' });

/** The API as the server's handler would answer a guest; records what the render asked for. */
function api(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const transport: typeof fetch = async (input, init) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const path = url.replace(/^\/api\/v1/, '').split('?')[0]!;
    const body = answers[path];
    return body === undefined
      ? Response.json({ status: 'error', message: 'Not found' }, { status: 404 })
      : Response.json(body);
  };
  return { transport, calls };
}

const detailAnswers = {
  '/contact/information': contact,
  '/template/strength-12': { status: 'success', template: strength },
  [`/similar/templates/${strength._id}`]: { status: 'success', templates: [templateCard(2)] },
};

describe('the server draws a guest page', () => {
  it('draws a template with its details and sends the data the page used', async () => {
    const { transport, calls } = api(detailAnswers);
    const page = await renderPage('/template/strength-12', transport);

    expect(page).not.toBeNull();
    expect(page!.html).toContain('Strength in Twelve Weeks');
    expect(page!.title).toBe('Strength in Twelve Weeks | OxStrength');
    expect(page!.html).toContain('A twelve week strength programme.');
    // The buttons are there to see; they work once the app has adopted the page.
    expect(page!.html).toContain('Add To Cart');
    // Reviews load in the browser: the server leaves their place empty and never asks for them.
    expect(calls.some((c) => c.includes('/reviews/'))).toBe(false);
    expect(calls.every((c) => c.startsWith('GET '))).toBe(true);
    const keys = page!.state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('strength-12'))).toBe(true);
    expect(page!.state.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it('draws the template search with the first page of results', async () => {
    const { transport } = api({
      '/contact/information': contact,
      '/template/categories': { status: 'success', categories: [] },
      '/templates': { status: 'success', templates: [templateCard(1), templateCard(2)], ...paged(1, 8, 2) },
    });
    const page = await renderPage('/template', transport);

    expect(page!.html).toContain('Template 1');
    expect(page!.html).toContain('Template 2');
  });

  it('leaves a page whose data did not load to the browser (which shows its own error state)', async () => {
    const { transport } = api({ '/contact/information': contact });
    expect(await renderPage('/template/missing', transport)).toBeNull();
  });

  it('does not draw pages that are not marked for it, such as the cart', async () => {
    const { transport, calls } = api(detailAnswers);
    expect(await renderPage('/cart', transport)).toBeNull();
    expect(await renderPage('/login', transport)).toBeNull();
    expect(await renderPage('/no-such-page', transport)).toBeNull();
    expect(calls).toEqual([]);
  });
});
