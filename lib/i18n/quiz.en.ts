// English texts of the quiz block in articles: the same keys as quiz.hu.ts.
import type { QuizMessages } from './quiz.hu';

export const quizEn = {
  'quiz.heading.poll': 'Poll',
  'quiz.heading.quiz': 'Quiz',
  'quiz.submit': 'Vote',
  'quiz.submitRating': 'Send my ratings',
  'quiz.change': 'Change my answer',
  'quiz.sending': 'Sending…',
  'quiz.saved': 'Your answer has been sent.',
  'quiz.error.choose': 'Choose an answer first.',
  'quiz.error.rate': 'Rate at least one item first.',
  'quiz.error.closed': 'This question has closed meanwhile; your answer can no longer be taken.',
  'quiz.error.rejected': 'This answer was not accepted. Reload the page and try again.',
  'quiz.error.tooMany': 'Too many answers came from here. Try again in a few minutes.',
  'quiz.error.failed': 'Your answer could not be sent. Please try again.',
  'quiz.resultsAfterVote': 'Vote to see how others answered.',
  'quiz.votes': '{n} vote(s)',
  'quiz.voters': '{n} reader(s) answered',
  'quiz.raters': '{n} rating(s)',
  'quiz.average': 'Average: {x}',
  'quiz.closed': 'Closed',
  'quiz.rightAnswer': 'Right answer',
  'quiz.yourAnswer': 'Your answer',
  'quiz.yourRating': 'Your rating: {x}',
} as const satisfies QuizMessages;
