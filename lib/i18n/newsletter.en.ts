// English texts of the newsletters (see newsletter.hu.ts): the English section's readers and the
// sign-ups to the English newsletter alone.
import type { NewsletterMessages } from './newsletter.hu';

export const newsletterEn: NewsletterMessages = {
  'newsletter.form.heading': 'Sign up',
  'newsletter.form.email': 'Email address',
  'newsletter.form.firstName': 'First name',
  'newsletter.form.lastName': 'Last name (optional)',
  'newsletter.form.lists': 'Which newsletters would you like?',
  'newsletter.form.consent':
    'By signing up you agree that we send the newsletters you chose to this address. We use it for nothing else, and every newsletter has a one-click unsubscribe link. Your sign-up takes effect once you open the link in our confirmation email.',
  'newsletter.form.privacy': 'Privacy notice',
  'newsletter.form.submit': 'Sign me up',
  'newsletter.form.working': 'Just a moment…',
  'newsletter.form.sent':
    'Almost done! We sent a confirmation email to {email}. Your sign-up takes effect when you open the link in it.',
  'newsletter.form.queued':
    'We saved your sign-up. We could not send the confirmation email to {email} just now, but we have kept it and will send it as soon as we can. Your sign-up takes effect when you open the link in it.',
  'newsletter.form.recentlySent':
    'We sent a confirmation email to {email} a moment ago. Please check your spam folder too; you can ask again in a minute.',
  'newsletter.error.summary': 'The sign-up did not go through:',
  'newsletter.error.emailMissing': 'Please enter your email address.',
  'newsletter.error.emailInvalid': 'This is not a valid email address.',
  'newsletter.error.firstNameMissing': 'Please enter your first name.',
  'newsletter.error.nameInvalid':
    'We cannot take this name: letters, spaces, hyphens, full stops and apostrophes only, up to 80 characters.',
  'newsletter.error.listsMissing': 'Please choose at least one newsletter.',
  'newsletter.error.listsInvalid': 'We do not know this newsletter. Please choose from the list.',
  'newsletter.error.rateLimited':
    'Too many sign-ups came from this network. Please try again in {minutes} minutes.',
  'newsletter.error.unavailable':
    'We cannot take sign-ups just now. Please try again in a few minutes.',
  'newsletter.error.badRequest': 'We could not process the request. Please fill in the form again.',
  'newsletter.error.network': 'Could not connect. Please try again.',
  'newsletter.signup.title': 'Newsletter sign-up',
  'newsletter.signup.sent':
    'Almost done! We sent you a confirmation email. Your sign-up takes effect when you open the link in it.',
  'newsletter.signup.queued':
    'We saved your sign-up. We could not send the confirmation email just now, but we have kept it and will send it as soon as we can. Your sign-up takes effect when you open the link in it.',
  'newsletter.signup.recentlySent':
    'We sent a confirmation email to this address a moment ago. Please check your spam folder too; you can ask again in a minute.',
  'newsletter.confirm.title': 'Confirm your sign-up',
  'newsletter.confirm.intro': 'You are signing up to these newsletters with {email}',
  'newsletter.confirm.button': 'Confirm my sign-up',
  'newsletter.confirm.done':
    'Thank you! Your sign-up is confirmed; the first newsletter is on its way.',
  'newsletter.confirm.used':
    'This confirmation link has already been used. If it was you, your sign-up is confirmed and there is nothing more to do.',
  'newsletter.confirm.expired':
    'This confirmation link has expired. Please sign up again and we will send a new one.',
  'newsletter.unsubscribe.title': 'Unsubscribe',
  'newsletter.unsubscribe.intro': 'You are unsubscribing {email} from these newsletters',
  'newsletter.unsubscribe.button': 'Unsubscribe',
  'newsletter.unsubscribe.done':
    'You have unsubscribed. We will send no more of these newsletters.',
  'newsletter.unsubscribe.already': 'You have already unsubscribed; there is nothing more to do.',
  'newsletter.link.invalid':
    'This link is not valid. It may be incomplete: please copy the whole address from the email.',
  'newsletter.link.lists': 'Newsletters',
  'newsletter.link.toSignup': 'Our newsletters',
  'newsletter.link.home': 'Back to the front page',
  'newsletter.mail.subject': 'Please confirm your sign-up – {site}',
  'newsletter.mail.greetingNoName': 'Dear reader,',
  'newsletter.mail.body':
    'You signed up to these newsletters ({email}):\n\n{lists}\n\nTo confirm, please open this link (valid for {days} days):\n{confirmUrl}\n\nIf it was not you, there is nothing to do: without a confirmation we send nothing more.',
  'newsletter.mail.footer': 'Unsubscribe from these newsletters:\n{unsubscribeUrl}\n\n{site}',
};
