import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMocksToSchema } from '@graphql-tools/mock';
import { GraphQLError } from 'graphql';
import { renderRoute, testSchema } from './render';

function contactSchema(sent: boolean, errors: object[] = []) {
  return addMocksToSchema({
    schema: testSchema(),
    preserveResolvers: true,
    resolvers: { Mutation: { sendContactMessage: () => ({ sent, errors }) } },
  });
}

/** The BFF's answer to an address over the contact limit. */
function rateLimitedSchema(retryAfterSeconds: number) {
  return addMocksToSchema({
    schema: testSchema(),
    preserveResolvers: true,
    resolvers: {
      Mutation: {
        sendContactMessage: () => {
          throw new GraphQLError('Too many attempts. Please wait and try again.', {
            extensions: { code: 'RATE_LIMITED', retryAfterSeconds },
          });
        },
      },
    },
  });
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
  await userEvent.type(screen.getByLabelText('อีเมล', { selector: 'input' }), 'somchai@example.com');
  await userEvent.selectOptions(screen.getByLabelText('เรื่องที่ติดต่อ'), 'SUGGESTION');
  await userEvent.type(screen.getByLabelText('รายละเอียด'), 'อยากเสนอให้เพิ่มหมวดงานเซรามิก');
}

describe('/contact', () => {
  it('shows the map, the address details and every error on an empty submit', async () => {
    renderRoute('/contact');
    expect(await screen.findByRole('img', { name: /แผนที่/ }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เปิดใน Google Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/maps\.google\.com\/\?q=/,
    );
    expect(within(screen.getByRole('main')).getByText('02-123-4567')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('hello@portfolio.example')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText('กรอกข้อมูลให้ครบ')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Detail is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('อีเมล', { selector: 'input' }), 'not-an-email');
    expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
  });

  it('marks every missing field at the first Send, though the press on Send leaves the name field', async () => {
    renderRoute('/contact');
    const name = await screen.findByLabelText('ชื่อ-นามสกุล');
    await userEvent.click(name);
    const send = screen.getByRole('button', { name: 'ส่งข้อความ' });
    // Nothing above Send moves between the press and its release: the click lands on Send and sends the form.
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await screen.findByText('กรอกข้อมูลให้ครบ')).toBeTruthy();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('E-mail is required')).toBeTruthy();
    expect(screen.getByText('Detail is required')).toBeTruthy();
  });

  it.each(['reply@example.com?cc=attacker%40evil.example&body=Please%20pay%20here', `a"'<x>@b.cd`])(
    'refuses %s as an e-mail address and sends nothing',
    async (address) => {
      const sent = vi.fn(() => ({ sent: true, errors: [] }));
      renderRoute('/contact', {
        schema: addMocksToSchema({
          schema: testSchema(),
          preserveResolvers: true,
          resolvers: { Mutation: { sendContactMessage: sent } },
        }),
      });
      await userEvent.type(await screen.findByLabelText('ชื่อ-นามสกุล'), 'Mallory');
      await userEvent.type(screen.getByLabelText('อีเมล', { selector: 'input' }), address);
      await userEvent.type(screen.getByLabelText('รายละเอียด'), 'Please pay here');
      await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
      expect(await screen.findByText('E-mail must be valid')).toBeTruthy();
      expect(sent).not.toHaveBeenCalled();
    },
  );

  it('sends the message, says thank you and clears the form', async () => {
    renderRoute('/contact', { schema: contactSchema(true) });
    await screen.findByLabelText('ชื่อ-นามสกุล');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText('ส่งข้อความเรียบร้อยแล้ว ขอบคุณที่ติดต่อเรา')).toBeTruthy();
    expect((screen.getByLabelText('ชื่อ-นามสกุล') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('รายละเอียด') as HTMLTextAreaElement).value).toBe('');
  });

  it('gives the server’s precise reason for a refusal, in Thai', async () => {
    const tooLong = {
      field: 'detail',
      message: 'The detail may not be greater than 5000 characters.',
      code: 'TOO_LONG',
      limit: 5000,
    };
    renderRoute('/contact', { schema: contactSchema(false, [tooLong]) });
    await screen.findByLabelText('ชื่อ-นามสกุล');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    expect(await screen.findByText('ส่งข้อความไม่สำเร็จ: ข้อความยาวเกิน 5,000 ตัวอักษร')).toBeTruthy();
  });

  it('says the message could not be sent, in English', async () => {
    renderRoute('/contact', { locale: 'en', schema: contactSchema(false) });
    await userEvent.type(await screen.findByLabelText('Name'), 'Malee');
    await userEvent.type(screen.getByLabelText('E-mail', { selector: 'input' }), 'malee@example.com');
    await userEvent.type(screen.getByLabelText('Detail'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The message could not be sent. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Malee');
  });

  it('says how long to wait after too many messages, and keeps the form', async () => {
    renderRoute('/contact', { schema: rateLimitedSchema(45 * 60) });
    await screen.findByLabelText('ชื่อ-นามสกุล');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'ส่งข้อความ' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('มีการลองหลายครั้งเกินไป กรุณารอ 45 นาทีแล้วลองใหม่อีกครั้ง');
    expect((screen.getByLabelText('รายละเอียด') as HTMLTextAreaElement).value).toBe(
      'อยากเสนอให้เพิ่มหมวดงานเซรามิก',
    );
  });

  it('says how long to wait in English', async () => {
    renderRoute('/contact', { locale: 'en', schema: rateLimitedSchema(3600) });
    await userEvent.type(await screen.findByLabelText('Name'), 'Malee');
    await userEvent.type(screen.getByLabelText('E-mail', { selector: 'input' }), 'malee@example.com');
    await userEvent.type(screen.getByLabelText('Detail'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many attempts. Please wait 60 minutes and try again.')).toBeTruthy();
  });
});
