import { Container, PageSubtitle, PageTitle } from '../../components/layout/container';
import { Illustration, StaticGrid } from './illustrations';
import { useText } from '../../i18n/use-text';
import { usePageHead } from '../../components/page-head';

const ARTICLES = ['materials', 'colour', 'space'] as const;

/** /articles: a placeholder with the coming articles as static cards. */
export default function ArticlesRoute() {
  const text = useText();
  usePageHead({ title: text('articles.title'), description: text('articles.subtitle') });
  return (
    <Container>
      <PageTitle>{text('articles.title')}</PageTitle>
      <PageSubtitle>{text('articles.subtitle')}</PageSubtitle>
      <StaticGrid>
        {ARTICLES.map((key, index) => (
          <li key={key}>
            <article>
              <Illustration kind={index + 1} />
              <div>
                <h2>{text(`articles.${key}Title`)}</h2>
                <p>{text(`articles.${key}Text`)}</p>
                <span>{text('articles.soon')}</span>
              </div>
            </article>
          </li>
        ))}
      </StaticGrid>
    </Container>
  );
}
