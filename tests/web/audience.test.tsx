import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMBER, renderRoute, schemaWith, testSchema } from './render';

const DESIGNER_ID = '9';

/** The work the tests open, by a designer who is not the member (unless `own`), with its counts. */
function work(appreciated: boolean) {
  return {
    id: '5',
    title: 'โคมไฟผ้าทอ',
    appreciationCount: 3,
    appreciatedByViewer: appreciated,
    designer: {
      id: DESIGNER_ID,
      followerCount: 12,
      followedByViewer: false,
      acceptsEnquiries: true,
      firstName: { th: 'มาลี', en: 'Malee' },
      lastName: { th: 'ศรีสุข', en: 'Srisuk' },
    },
  };
}

/** The detail page's schema: the viewer (null for a visitor), the work, and the audience's mutations. */
function detailSchema({
  viewer,
  appreciated = false,
  appreciate = () => undefined,
  follow = () => undefined,
  sendEnquiry = () => undefined,
}: {
  viewer: typeof MEMBER | null;
  appreciated?: boolean;
  appreciate?: (args: { id: string }) => void;
  follow?: (args: { id: string }) => void;
  sendEnquiry?: (input: Record<string, unknown>) => void;
}) {
  return schemaWith(
    {
      Query: { viewer: () => viewer, portfolio: () => work(appreciated) },
      Mutation: {
        appreciatePortfolio: (_root: unknown, args: { id: string }) => {
          appreciate(args);
          return { portfolio: { ...work(true), appreciationCount: 4 }, errors: [] };
        },
        followDesigner: (_root: unknown, args: { id: string }) => {
          follow(args);
          return {
            designer: { ...work(false).designer, followerCount: 13, followedByViewer: true },
            errors: [],
          };
        },
        sendDesignerEnquiry: (_root: unknown, args: { input: Record<string, unknown> }) => {
          sendEnquiry(args.input);
          return { sent: true, messageCode: 'DESIGNER_ENQUIRY_SENT', errors: [] };
        },
      },
    },
    testSchema(),
  );
}

describe('appreciating, following and writing to a designer', () => {
  it('asks a visitor to sign in first, and sends them to the login with the act to finish on return', async () => {
    const { router } = renderRoute('/detail-portfolio?id=5', { schema: detailSchema({ viewer: null }) });
    const button = await screen.findByRole('button', { name: 'ชื่นชอบผลงาน 3 คนชื่นชอบ' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    const ask = await screen.findByRole('alertdialog', { name: 'เข้าสู่ระบบเพื่อชื่นชอบผลงาน' });
    await userEvent.click(within(ask).getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/detail-portfolio?id=5&intent=appreciate' });
  });

  it('finishes the appreciation once when the member comes back, and takes the intent out of the address', async () => {
    const appreciate = vi.fn();
    const { router } = renderRoute('/detail-portfolio?id=5&intent=appreciate', {
      schema: detailSchema({ viewer: MEMBER, appreciate }),
    });
    const pressed = await screen.findByRole('button', { name: 'ชื่นชอบแล้ว 4 คนชื่นชอบ' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(appreciate).toHaveBeenCalledTimes(1);
    expect(appreciate).toHaveBeenCalledWith({ id: '5' });
    expect(router.state.location.search).toBe('?id=5');
  });

  it('follows once when the member comes back, and takes the intent out of the address', async () => {
    const follow = vi.fn();
    const { router } = renderRoute('/detail-portfolio?id=5&intent=follow', {
      schema: detailSchema({ viewer: MEMBER, follow }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=5'));
    expect(await screen.findByRole('button', { name: 'กำลังติดตาม มาลี ศรีสุข' })).toBeTruthy();
    expect(follow).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledWith({ id: DESIGNER_ID });
  });

  it('shows the designer the count of their own work, with no button to appreciate, follow or hire', async () => {
    renderRoute('/detail-portfolio?id=5', {
      schema: detailSchema({ viewer: { ...MEMBER, id: DESIGNER_ID } }),
    });
    await screen.findAllByText('3 คนชื่นชอบ');
    expect(screen.queryByRole('button', { name: /^ชื่นชอบ/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^ติดตาม/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^ติดต่อนักออกแบบ/ })).toBeNull();
  });

  it('checks the enquiry form and sends it, in English, without the designer’s address', async () => {
    const sendEnquiry = vi.fn();
    renderRoute('/detail-portfolio?id=5', {
      locale: 'en',
      schema: detailSchema({ viewer: null, sendEnquiry }),
    });
    const [hire] = await screen.findAllByRole('button', { name: 'Hire Malee Srisuk' });
    await userEvent.click(hire!);
    const form = await screen.findByRole('dialog', { name: 'Contact Malee Srisuk' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Enter your name.')).toBeTruthy();
    expect(within(form).getByText('Say what the work is.')).toBeTruthy();
    expect(sendEnquiry).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByLabelText('Your name'), 'Malee Buyer');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'buyer@example.com');
    await userEvent.type(within(form).getByLabelText('What the work is'), 'Rice packaging');
    await userEvent.selectOptions(within(form).getByLabelText('Budget (optional)'), 'FROM_50K_TO_200K');
    await userEvent.type(within(form).getByLabelText('Message'), 'Could you help?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText(
        'Your message was sent to Malee Srisuk. They will answer to your e-mail.',
      ),
    ).toBeTruthy();
    expect(sendEnquiry).toHaveBeenCalledWith({
      designerId: DESIGNER_ID,
      name: 'Malee Buyer',
      email: 'buyer@example.com',
      organisation: null,
      workType: 'Rice packaging',
      budget: 'FROM_50K_TO_200K',
      message: 'Could you help?',
      portfolioId: '5',
    });
  });

  it('marks every missing field of an empty Hire form at the first Send, in Thai, though the press leaves a field', async () => {
    const sendEnquiry = vi.fn();
    renderRoute('/detail-portfolio?id=5', { schema: detailSchema({ viewer: null, sendEnquiry }) });
    const [hire] = await screen.findAllByRole('button', { name: 'ติดต่อนักออกแบบ มาลี ศรีสุข' });
    await userEvent.click(hire!);
    const form = await screen.findByRole('dialog', { name: 'ติดต่อ มาลี ศรีสุข' });
    expect(within(form).getByRole('heading', { level: 2, name: 'ติดต่อ มาลี ศรีสุข' })).toBeTruthy();
    const name = within(form).getByLabelText('ชื่อ-นามสกุล');
    await waitFor(() => expect(document.activeElement).toBe(name));
    const send = within(form).getByRole('button', { name: 'ส่งข้อความ' });
    // Pressing Send takes the focus from the name field; nothing may move under the press before it is released
    // (a message pushed Send away, the click missed it, and only the name was marked).
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(form).queryByText('กรุณากรอกชื่อ')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: send });
    expect(await within(form).findByText('กรุณากรอกชื่อ')).toBeTruthy();
    expect(within(form).getByText('กรุณากรอกอีเมล')).toBeTruthy();
    expect(within(form).getByText('กรุณาระบุลักษณะงาน')).toBeTruthy();
    expect(within(form).getByText('กรุณากรอกรายละเอียด')).toBeTruthy();
    const marked = ['ชื่อ-นามสกุล', 'อีเมล', 'ลักษณะงานที่ต้องการ', 'รายละเอียด'].map((label) =>
      within(form).getByLabelText(label).getAttribute('aria-invalid'),
    );
    expect(marked).toEqual(['true', 'true', 'true', 'true']);
    expect(within(form).getByLabelText('บริษัท / องค์กร (ไม่บังคับ)').getAttribute('aria-invalid')).toBeNull();
    expect(sendEnquiry).not.toHaveBeenCalled();
  });

  it('ranks by appreciations when asked, kept in the address', async () => {
    const asked = vi.fn();
    const { router } = renderRoute('/toprank', {
      schema: schemaWith({
        Query: {
          topRank: (_root: unknown, args: { by: string; sort: string }) => {
            asked(args.by);
            return { sort: args.sort, by: args.by };
          },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'TOP 50 Portfolio Most View' });
    await userEvent.click(screen.getByRole('button', { name: 'ชื่นชอบมากที่สุด' }));
    await screen.findByRole('heading', { level: 1, name: 'TOP 50 Portfolio Most Appreciated' });
    expect(router.state.location.search).toBe('?by=appreciations');
    expect(asked).toHaveBeenLastCalledWith('APPRECIATIONS');
    expect(screen.getByRole('button', { name: 'ชื่นชอบมากที่สุด' }).getAttribute('aria-pressed')).toBe('true');
  });
});
