import net from 'node:net';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newMember, startLegacy, type LegacyHarness } from './legacy-harness';

const LOGIN_FAILED = { status: 401, message: 'The e-mail or password is incorrect.' };
const FORGET_PASSWORD_MESSAGE =
  'If this e-mail is registered, a link to reset the password has been sent to it.';

/**
 * A stand-in SMTP server: accepts every message after `acceptAfterMs`, or refuses every recipient. It lets a
 * test see when mail is delivered, and that the answer did not wait for it.
 */
async function fakeSmtp(options: { acceptAfterMs?: number; refuse?: boolean }) {
  const delivered: { to: string; data: string }[] = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let recipient = '';
    socket.write('220 fake-smtp ready\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          setTimeout(() => {
            delivered.push({ to: recipient, data });
            socket.write('250 queued\r\n');
          }, options.acceptAfterMs ?? 0);
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'RCPT') {
          recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write(options.refuse ? '550 no such mailbox\r\n' : '250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Milliseconds from sending a JSON POST to having read its whole answer. */
async function timedPost(url: string, body: unknown): Promise<{ ms: number; status: number; json: unknown }> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  return { ms: performance.now() - started, status: response.status, json };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Within 40 ms, or within half of the slower: loose enough for a loaded machine, tight enough to catch a skipped hash. */
function expectAboutTheSameTime(a: number, b: number): void {
  const difference = Math.abs(a - b);
  expect(
    difference < 40 || difference < Math.max(a, b) / 2,
    `medians ${a.toFixed(1)} ms and ${b.toFixed(1)} ms`,
  ).toBe(true);
}

/** Median times of two kinds of request, taken in turns so that load on the machine falls on both alike. */
async function medianTimes(
  tries: number,
  first: () => Promise<{ ms: number }>,
  second: () => Promise<{ ms: number }>,
): Promise<[number, number]> {
  const firstTimes: number[] = [];
  const secondTimes: number[] = [];
  await first();
  await second();
  for (let index = 0; index < tries; index += 1) {
    firstTimes.push((await first()).ms);
    secondTimes.push((await second()).ms);
  }
  return [median(firstTimes), median(secondTimes)];
}

describe('login does not tell who is registered', () => {
  let legacy: LegacyHarness;

  // The production cost, so that skipping the comparison would show in the timing.
  beforeAll(async () => {
    legacy = await startLegacy({ seeded: false, config: { passwordHashRounds: 10 } });
  });
  afterAll(async () => {
    await legacy.stop();
  });

  it('answers an unknown e-mail, a wrong password and a Facebook-only account with the same 401', async () => {
    const member = await newMember(legacy, { email: 'known@example.com' });
    await legacy.call('POST', '/api/auth/login-facebook', {
      body: { fb_id: '5150', email: 'facebook.only@example.com', firstname_th: 'เฟซ', lastname_th: 'บุ๊ก' },
    });
    const answers = await Promise.all(
      [
        { email: 'nobody@example.com', password: member.password },
        { email: member.email, password: 'wrong password' },
        { email: 'facebook.only@example.com', password: 'anything' },
      ].map((body) => legacy.call('POST', '/api/auth/login', { body })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(LOGIN_FAILED);
    }
    expect((await legacy.call('POST', '/api/auth/login', { body: member })).status).toBe(200);
  });

  it('does the same work for an unknown e-mail as for a wrong password: one comparison with a hash of the same cost', async () => {
    const member = await newMember(legacy, { email: 'timed@example.com' });
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      const hashesCompared = async (body: Record<string, string>) => {
        compare.mockClear();
        const answer = await legacy.call('POST', '/api/auth/login', { body });
        expect(answer.status).toBe(401);
        // `$2b$<cost>$…`: the cost decides how long a comparison takes.
        return compare.mock.calls.map(([, hash]) => String(hash).split('$')[2]);
      };
      const unknown = await hashesCompared({ email: 'ghost@example.com', password: 'guess 1' });
      const wrongPassword = await hashesCompared({ email: member.email, password: 'guess 1' });
      expect(unknown).toHaveLength(1);
      expect(unknown).toEqual(wrongPassword);
    } finally {
      compare.mockRestore();
    }
  });
});

describe('forget-password does not tell who is registered', () => {
  let legacy: LegacyHarness | undefined;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>> | undefined;

  afterEach(async () => {
    await legacy?.stop();
    await smtp?.close();
  });

  it('answers at once and alike, and mails only a registered e-mail, after the answer', async () => {
    // A slow mail server: an answer that waited for delivery would take this long more.
    smtp = await fakeSmtp({ acceptAfterMs: 400 });
    const service = await startLegacy({ config: { smtpUrl: smtp.url } });
    legacy = service;
    const registered = 'designer03@portfolio.example';
    const forget = `${service.url}/api/auth/forget-password`;
    const [unknown, known] = await medianTimes(
      5,
      () => timedPost(forget, { email: 'ghost@example.com' }),
      () => timedPost(forget, { email: registered }),
    );
    expectAboutTheSameTime(unknown, known);
    expect(known).toBeLessThan(400);

    const unknownAnswer = await timedPost(forget, { email: 'x@example.com' });
    const knownAnswer = await timedPost(forget, { email: registered });
    expect(unknownAnswer.json).toEqual({ status: 200, message: FORGET_PASSWORD_MESSAGE });
    expect(knownAnswer.json).toEqual(unknownAnswer.json);

    await service.backgroundWorkDone();
    expect(smtp.delivered.map((message) => message.to)).toEqual(Array(7).fill(registered));
    expect(smtp.delivered.at(-1)?.data).toContain('/reset-password?token=');
  });

  it('logs a delivery failure and goes on serving', async () => {
    smtp = await fakeSmtp({ refuse: true });
    const service = await startLegacy({ config: { smtpUrl: smtp.url } });
    legacy = service;
    const answer = await service.call('POST', '/api/auth/forget-password', {
      body: { email: 'designer04@portfolio.example' },
    });
    expect(answer.body).toEqual({ status: 200, message: FORGET_PASSWORD_MESSAGE });
    await service.backgroundWorkDone();
    const [logged] = service.takeServerErrors() as Error[];
    expect(logged?.message).toMatch(/^The password reset e-mail to member \d+ could not be sent\.$/);
    expect((await service.call('GET', '/api/category')).status).toBe(200);
  });
});
