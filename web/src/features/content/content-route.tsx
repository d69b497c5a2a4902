import { Link } from 'react-router';
import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { paths, routeTo } from '../../config/paths';
import { Illustration, StaticGrid } from './illustrations';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';

const CARDS = [
  { key: 'about', to: routeTo.page('about-us') },
  { key: 'faqs', to: routeTo.page('faqs') },
  { key: 'creator', to: paths.creator },
  { key: 'topRank', to: paths.topRank },
] as const;

/** /content: an introduction to the design centre's content, with cards to its sections. */
export default function ContentRoute() {
  const text = useText();
  usePageHead({ title: text('content.title'), description: text('content.subtitle') });
  return (
    <Container>
      <PageTitle>{text('content.title')}</PageTitle>
      <PageSubtitle>{text('content.subtitle')}</PageSubtitle>
      <StaticGrid>
        {CARDS.map((card, index) => (
          <li key={card.key}>
            <Link to={card.to}>
              <Illustration kind={index} />
              <div>
                <h2>{text(`content.${card.key}Title`)}</h2>
                <p>{text(`content.${card.key}Text`)}</p>
                <span aria-hidden="true">{text('content.read')} →</span>
              </div>
            </Link>
          </li>
        ))}
      </StaticGrid>
    </Container>
  );
}
