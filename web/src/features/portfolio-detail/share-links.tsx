import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import type { MessageId } from '../../i18n/catalog';
import { Panel } from './detail-panel';
import { useText } from '../../i18n/use-text';
import { SHARED_PARAM, SHARED_VALUE } from '../../lib/view-source';

export const ShareLinks_portfolio = graphql(`
  fragment ShareLinks_portfolio on Portfolio {
    title
    pageUrl
  }
`);

const Links = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  a,
  button {
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.small};
    color: #fff;
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    font-size: 0.9rem;
    cursor: pointer;
  }
  .line {
    /* LINE's green, darkened so its white words read at 4.5:1 (#06c755 gives 2.3:1). */
    background: #047a35;
  }
  .x {
    background: #0f0f14;
  }
  .facebook {
    /* Facebook's blue, darkened so its white words read at 4.5:1 (#1877f2 gives 4.23:1). */
    background: #1668d9;
  }
  button {
    background: ${({ theme }) => theme.colors.paper};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: inset 0 0 0 1.5px ${({ theme }) => theme.colors.line};
  }
  button:hover {
    box-shadow: inset 0 0 0 1.5px ${({ theme }) => theme.colors.ink};
  }
`;

const Confirmation = styled.p`
  margin: 10px 0 0;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.approved};
  overflow-wrap: anywhere;
  &:empty {
    display: none;
  }
  &.failed {
    color: ${({ theme }) => theme.colors.ink};
  }
  input {
    display: block;
    width: 100%;
    margin-top: 6px;
    padding: 6px 8px;
    font: inherit;
    font-weight: 400;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

/** The networks a work is shared on: each network's share address for the work's own page and its title. */
const NETWORKS: readonly {
  className: string;
  nameId: MessageId;
  labelId: MessageId;
  href(pageUrl: string, title: string): string;
}[] = [
  {
    // LINE is where Thai readers pass links on.
    className: 'line',
    nameId: 'detail.line',
    labelId: 'detail.shareLine',
    href: (pageUrl) => `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(pageUrl)}`,
  },
  {
    className: 'x',
    nameId: 'detail.x',
    labelId: 'detail.shareX',
    href: (pageUrl, title) =>
      `https://x.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`,
  },
  {
    className: 'facebook',
    nameId: 'detail.facebook',
    labelId: 'detail.shareFacebook',
    href: (pageUrl) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`,
  },
];

/** The work's address as shared: marked, so that its views count as coming by a shared link (`lib/view-source.ts`). */
function sharedAddress(pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    url.searchParams.set(SHARED_PARAM, SHARED_VALUE);
    return url.toString();
  } catch {
    return pageUrl;
  }
}

/** How long "Link copied" stays. */
const CONFIRMATION_MS = 4000;

/** Puts the text on the clipboard: the Clipboard API, else (an http page, an older browser) a selected field. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/**
 * Sharing the work's own page (whose preview the page carries): LINE, X and Facebook in a new tab, and its link
 * copied with a confirmation that screen readers hear too.
 */
export function ShareLinks({ portfolio }: { portfolio: FragmentType<typeof ShareLinks_portfolio> }) {
  const text = useText();
  const { title, pageUrl: pageAddress } = getFragmentData(ShareLinks_portfolio, portfolio);
  const pageUrl = sharedAddress(pageAddress);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied(null), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Panel aria-labelledby="detail-share">
      <h2 id="detail-share">{text('detail.share')}</h2>
      <Links>
        {NETWORKS.map((network) => (
          <a
            key={network.className}
            className={network.className}
            href={network.href(pageUrl, title)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text(network.labelId)}
          >
            {text(network.nameId)}
          </a>
        ))}
        <button
          type="button"
          aria-label={text('detail.copyLinkLabel')}
          onClick={async () => {
            setCopied(null);
            setCopied((await copyText(pageUrl)) ? 'copied' : 'failed');
          }}
        >
          {text('detail.copyLink')}
        </button>
      </Links>
      <Confirmation role="status" className={copied === 'failed' ? 'failed' : undefined}>
        {copied === 'copied' ? `✓ ${text('detail.linkCopied')}` : null}
        {copied === 'failed' ? (
          <>
            {text('detail.copyFailed')}
            <input
              readOnly
              value={pageUrl}
              aria-label={text('detail.copyLink')}
              onFocus={(event) => event.currentTarget.select()}
            />
          </>
        ) : null}
      </Confirmation>
    </Panel>
  );
}
