import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import './shared';
import './category';
import './tag';
import './portfolio';
import './top-rank';
import './designer';
import './profile';
import './collection';
import './page';
import './contact';
import './viewer';

/** The whole schema, its types sorted so the printed SDL is stable. */
export const schema = lexicographicSortSchema(builder.toSchema());
