import { lexicographicSortSchema, specifiedDirectives } from 'graphql';
import { builder } from './builder';
import { CacheControlDirective } from './cache-hints';
import './shared';
import './category';
import './tag';
import './portfolio';
import './portfolio-related';
import './portfolio-search';
import './top-rank';
import './designer';
import './profile';
import './collection';
import './collection-editing';
import './page';
import './contact';
import './appreciation';
import './follow';
import './designer-enquiry';
import './notification';
import './member-settings';
import './viewer';
import './sign-in';
import './account';
import './upload-limits';
import './staff';
import './insights';
import './site-content';

/** The whole schema, its types sorted so the printed SDL is stable. */
export const schema = lexicographicSortSchema(
  builder.toSchema({ directives: [...specifiedDirectives, CacheControlDirective] }),
);
