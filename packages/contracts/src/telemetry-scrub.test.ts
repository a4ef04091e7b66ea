import { describe, expect, it } from 'vitest';
import { FILTERED, scrubBreadcrumb, scrubEvent, scrubSpan, scrubUrl } from './telemetry-scrub';

describe('scrubUrl', () => {
  it('filters the secret query parameters and keeps the others', () => {
    expect(scrubUrl('https://shop.example/invoices/5f0c6a1e-4a8e-4a47-9d5e-2b1f3c4d5e6f/view?t=abc.def&print=true')).toBe(
      `https://shop.example/invoices/5f0c6a1e-4a8e-4a47-9d5e-2b1f3c4d5e6f/view?t=${FILTERED}&print=true`,
    );
    expect(scrubUrl('/api/auth/verify?token=x&refreshToken=y&page=2')).toBe(`/api/auth/verify?token=${FILTERED}&refreshToken=${FILTERED}&page=2`);
  });

  it('filters the personal data of an address: an e-mail, a search (a name, a plate)', () => {
    expect(scrubUrl('http://shop.example/#/lost-password?email=marie%40garage.test')).toBe(`http://shop.example/#/lost-password?email=${FILTERED}`);
    expect(scrubUrl('/api/search?q=Tremblay&vehicles=true')).toBe(`/api/search?q=${FILTERED}&vehicles=true`);
    expect(scrubUrl('http://shop.example/#/customers?q=514%20555&page=2&sort=name')).toBe(`http://shop.example/#/customers?q=${FILTERED}&page=2&sort=name`);
    const span = scrubSpan({ attributes: { 'url.full': { value: 'http://h/#/verify-email?email=a%40b.test&signup=1', type: 'string' } } });
    expect(span.attributes['url.full'].value).toBe(`http://h/#/verify-email?email=${FILTERED}&signup=1`);
  });

  it("filters the public links' tokens in the path, keeps UUIDs, slugs and file extensions", () => {
    expect(scrubUrl('/api/public/bookings/Zx8_kq2mV9pL0aB3cD4eF5gH6')).toBe(`/api/public/bookings/${FILTERED}`);
    expect(scrubUrl('/api/public/calendar/Zx8_kq2mV9pL0aB3cD4eF5gH6.ics')).toBe(`/api/public/calendar/${FILTERED}.ics`);
    expect(scrubUrl('/api/public/shops/garage-tremblay/availability')).toBe('/api/public/shops/garage-tremblay/availability');
    expect(scrubUrl('/api/customers/5f0c6a1e-4a8e-4a47-9d5e-2b1f3c4d5e6f')).toBe('/api/customers/5f0c6a1e-4a8e-4a47-9d5e-2b1f3c4d5e6f');
  });

  it("scrubs the hash router's route and drops credentials of the authority", () => {
    expect(scrubUrl('http://user:pass@127.0.0.1:3000/?lang=fr#/verify-email?token=abc')).toBe(`http://127.0.0.1:3000/?lang=fr#/verify-email?token=${FILTERED}`);
    expect(scrubUrl('http://127.0.0.1:3000/#/customers?page=2')).toBe('http://127.0.0.1:3000/#/customers?page=2');
  });
});

describe('scrubEvent', () => {
  it('drops headers, cookies, body and query string, keeps only the user id, scrubs URLs everywhere', () => {
    const event = scrubEvent({
      request: {
        url: 'http://127.0.0.1/api/public/bookings/Zx8_kq2mV9pL0aB3cD4eF5gH6?t=1',
        headers: { authorization: 'Bearer secret', cookie: 'a=b' },
        cookies: { a: 'b' },
        data: '{"password":"Atelier!2026"}',
        query_string: 't=secret',
      },
      user: { id: 'u1', email: 'a@b.c', ip_address: '1.2.3.4' },
      transaction: 'GET /api/public/bookings/Zx8_kq2mV9pL0aB3cD4eF5gH6',
      breadcrumbs: [{ category: 'fetch', data: { url: '/api/auth/reset?token=abc', method: 'POST' } }],
      spans: [{ description: 'GET /api/public/invoices/x?t=secret', data: { 'http.url': 'http://h/p?token=s' } }],
    });
    const text = JSON.stringify(event);
    for (const secret of ['Bearer secret', 'a=b', 'Atelier!2026', 't=secret', 'a@b.c', '1.2.3.4', 'Zx8_kq2', 'token=abc', 'token=s']) expect(text).not.toContain(secret);
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.request.url).toBe(`http://127.0.0.1/api/public/bookings/${FILTERED}?t=${FILTERED}`);
    expect(event.breadcrumbs[0]!.data.method).toBe('POST');
  });

  it('scrubs a breadcrumb message with an address in it', () => {
    expect(scrubBreadcrumb({ message: 'GET /#/invoices/1/view?t=abc failed' }).message).toBe(`GET /#/invoices/1/view?t=${FILTERED} failed`);
  });
});

describe('scrubSpan', () => {
  it("drops the request's headers, body, cookies and user, scrubs its URLs and name", () => {
    const span = scrubSpan({
      name: 'GET /api/public/bookings/Zx8_kq2mV9pL0aB3cD4eF5gH6',
      attributes: {
        'url.full': 'http://h/api/x?token=s',
        'url.path': '/api/x?token=s',
        'url.query': 'token=s',
        'http.request.header.authorization': ['Bearer s'],
        'http.request.body.data': '{"password":"p"}',
        'user.ip_address': '1.2.3.4',
        'client.address': '1.2.3.4',
        'http.route': '/api/x',
        'http.response.status_code': 500,
      },
    });
    expect(span).toEqual({
      name: `GET /api/public/bookings/${FILTERED}`,
      attributes: { 'url.full': `http://h/api/x?token=${FILTERED}`, 'url.path': `/api/x?token=${FILTERED}`, 'http.route': '/api/x', 'http.response.status_code': 500 },
    });
  });
});
