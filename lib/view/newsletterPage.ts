// The props of the newsletter pages (issue 17): the sign-up form's lists (on the sign-up document and
// the sign-up result page) and what the result, confirm and unsubscribe pages show.
import type { NewsletterList } from '@/editions/newsletterLists';
import type { LinkOutcome } from '../newsletter/linkOutcomes';
import type { SignupMailOutcome, SignupProblem } from '../newsletter/signupProblem';
import type { ShellData } from './shellData';

/** A list as the form and the pages show it. */
export type NewsletterListView = Pick<
  NewsletterList,
  'code' | 'name' | 'description' | 'frequency' | 'locale'
>;

/** What the sign-up document adds under its body: the form with the edition's lists. */
export interface NewsletterSignupView {
  lists: NewsletterListView[];
}

export type NewsletterPageView =
  /** The sign-up form (after a form post with a problem, that problem). */
  | { step: 'signup'; kind: 'form'; lists: NewsletterListView[]; problem: SignupProblem | null }
  /** A form post went through: check the mailbox. */
  | { step: 'signup'; kind: 'sent'; mail: SignupMailOutcome }
  /** A link opened: what pressing its button will do. */
  | {
      step: 'confirm' | 'unsubscribe';
      kind: 'ask';
      token: string;
      email: string;
      lists: NewsletterListView[];
    }
  /** A link's outcome: after its button, or a link that cannot be used (any more). */
  | {
      step: 'confirm' | 'unsubscribe';
      kind: 'outcome';
      outcome: LinkOutcome;
      lists: NewsletterListView[];
    };

export interface NewsletterPageProps {
  shell: ShellData;
  view: NewsletterPageView;
}
