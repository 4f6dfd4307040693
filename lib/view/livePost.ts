// A live blog post as the page and the polling endpoint send it: the body already sanitised.
import type { ListItem } from '../schemas/article';

export type LivePost = Pick<ListItem, 'id' | 'slug' | 'title' | 'pubDate' | 'pinned'> & {
  content: string;
};
