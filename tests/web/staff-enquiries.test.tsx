import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MEMBER, renderRoute, schemaWith } from './render';

/** An enquiry whose sender typed mail parameters into the e-mail field before addresses were checked. */
const hostile = {
  id: '3',
  name: 'Mallory',
  email: 'reply@example.com?cc=attacker%40evil.example&body=Please%20pay%20here',
  phoneNumber: '',
  reason: 'OTHER',
  detail: 'Please pay here',
  receivedAt: '2026-11-21T09:30:00.000Z',
  readAt: null,
};

describe('the enquiries screen', () => {
  it('encodes every part of the reply-by-e-mail link, so an address cannot add recipients or a body', async () => {
    const schema = schemaWith({
      Query: {
        viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }),
        enquiries: () => ({
          unread: 2,
          items: [
            hostile,
            {
              ...hostile,
              id: '4',
              name: 'Somchai',
              email: 'somchai+shop@example.co.th',
              reason: 'SUGGESTION',
            },
          ],
          pageInfo: { page: 1, lastPage: 1, total: 2 },
        }),
      },
    });
    renderRoute('/staff/enquiries', { locale: 'en', schema });
    const mallory = await screen.findByRole('article', { name: /Mallory/ });
    const reply = within(mallory).getByRole('link', { name: 'Reply by e-mail' });
    const href = reply.getAttribute('href') ?? '';
    expect(href).toBe(
      `mailto:reply@example.com%3Fcc%3Dattacker%2540evil.example%26body%3DPlease%2520pay%2520here?subject=${encodeURIComponent('Re: your message to the design centre')}`,
    );
    // One recipient, the address as typed, and only the subject the site sets.
    const parsed = new URL(href);
    expect([...parsed.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(parsed.pathname)).toBe(hostile.email);
    const somchai = screen.getByRole('article', { name: /Somchai/ });
    expect(within(somchai).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:somchai%2Bshop@example\.co\.th\?subject=/,
    );
  });
});
