import styled from 'styled-components';
import { getFragmentData, graphql, type FragmentType } from '../../graphql/generated';
import type { MessageId } from '../../i18n/catalog';
import { Panel } from './detail-panel';
import { useText } from '../../i18n/use-text';

export const ShareLinks_portfolio = graphql(`
  fragment ShareLinks_portfolio on Portfolio {
    title
    shareUrl
  }
`);

const Links = styled.div`
  display: flex;
  gap: 8px;
  a {
    flex: 1;
    display: inline-flex;
    justify-content: center;
    align-items: center;
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
    font-size: 0.9rem;
  }
  .facebook {
    /* Facebook's blue, darkened so its white words read at 4.5:1 (#1877f2 gives 4.23:1). */
    background: #1668d9;
  }
  .twitter {
    background: #1d1b3a;
  }
`;

/** The networks a work is shared on: the sharer address for the BFF's share page (`shareUrl`) and the title. */
const NETWORKS: readonly {
  className: string;
  nameId: MessageId;
  labelId: MessageId;
  href(shareUrl: string, title: string): string;
}[] = [
  {
    className: 'facebook',
    nameId: 'detail.facebook',
    labelId: 'detail.shareFacebook',
    href: (shareUrl) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`,
  },
  {
    className: 'twitter',
    nameId: 'detail.twitter',
    labelId: 'detail.shareTwitter',
    href: (shareUrl, title) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent(title)}`,
  },
];

/** Share buttons for Facebook and Twitter, each opening the network in a new tab. */
export function ShareLinks({ portfolio }: { portfolio: FragmentType<typeof ShareLinks_portfolio> }) {
  const text = useText();
  const { title, shareUrl } = getFragmentData(ShareLinks_portfolio, portfolio);
  return (
    <Panel aria-labelledby="detail-share">
      <h2 id="detail-share">{text('detail.share')}</h2>
      <Links>
        {NETWORKS.map((network) => (
          <a
            key={network.className}
            className={network.className}
            href={network.href(shareUrl, title)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text(network.labelId)}
          >
            {text(network.nameId)}
          </a>
        ))}
      </Links>
    </Panel>
  );
}
