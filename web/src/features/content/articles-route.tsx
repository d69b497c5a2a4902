import { useIntl } from 'react-intl';
import { Container, PageTitle } from '../../components/layout/container';
import { Illustration, StaticGrid, Subtitle } from './illustrations';

const ARTICLES = ['materials', 'colour', 'space'];

/** /articles: a placeholder with the coming articles as static cards. */
export default function ArticlesRoute() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <Container>
      <PageTitle>{text('articles.title')}</PageTitle>
      <Subtitle>{text('articles.subtitle')}</Subtitle>
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
