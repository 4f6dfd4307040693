// Test helper: quizzes for the quiz components' tests, shaped as the article page's props carry them: a simple poll
// (one open 'single' question) and a complex quiz (an open 'rating' question with images, and a closed
// 'single' one with its right answer).
import type { QuizData } from '@/lib/schemas/quizAnswers';

export const POLL_ID = '6561a0c0e4b0a1b2c3d4e5f1';
export const COMPLEX_ID = '6561a0c0e4b0a1b2c3d4e5f2';

export const pollQuiz: QuizData = {
  _id: POLL_ID,
  complex: false,
  title: 'Olvasói szavazás: a helyi közlekedés',
  questions: [
    {
      _id: 'q-often',
      question: 'Milyen gyakran utazol helyi busszal?',
      displayAs: 'single',
      image: '/uploads/images/2026/11/busz.jpg',
      description: 'Egy választ jelölhetsz meg.',
      active: true,
      voterCount: 40,
      rightAnswer: null,
      options: [],
      answers: [
        {
          _id: 'a-daily',
          title: 'Szinte minden nap',
          image: null,
          description: null,
          answerCount: 17,
          average: 0,
          percent: 42.5,
        },
        {
          _id: 'a-weekly',
          title: 'Hetente néhányszor',
          image: null,
          description: 'Munkába vagy iskolába.',
          answerCount: 13,
          average: 0,
          percent: 32.5,
        },
        {
          _id: 'a-never',
          title: 'Szinte soha',
          image: null,
          description: null,
          answerCount: 10,
          average: 0,
          percent: 25,
        },
      ],
    },
  ],
};

const scale = ['1', '2', '3', '4', '5'].map((title) => ({ _id: `o-${title}`, title }));

export const complexQuiz: QuizData = {
  _id: COMPLEX_ID,
  complex: true,
  title: null,
  questions: [
    {
      _id: 'q-places',
      question: 'Mennyire vonz a tél két kirándulóhelye?',
      displayAs: 'rating',
      image: null,
      description: null,
      active: true,
      voterCount: 12,
      rightAnswer: null,
      options: scale,
      answers: [
        {
          _id: 'p-csovanyos',
          title: 'Csóványos',
          image: '/uploads/images/2026/11/csovanyos.jpg',
          description: 'A Börzsöny legmagasabb pontja.',
          answerCount: 12,
          average: 4.25,
          percent: 100,
        },
        {
          _id: 'p-milic',
          title: 'Nagy-Milic',
          image: '/uploads/images/2026/11/nagy-milic.jpg',
          description: null,
          answerCount: 8,
          average: 3.5,
          percent: 66.7,
        },
      ],
    },
    {
      _id: 'q-peak',
      question: 'Melyik csúcs a Kéktúra legmagasabb pontja?',
      displayAs: 'single',
      image: null,
      description: null,
      active: false,
      voterCount: 50,
      rightAnswer: { value: 'k-kekes' },
      options: [],
      answers: [
        {
          _id: 'k-kekes',
          title: 'Kékes',
          image: null,
          description: null,
          answerCount: 30,
          average: 0,
          percent: 60,
        },
        {
          _id: 'k-galya',
          title: 'Galya-tető',
          image: null,
          description: null,
          answerCount: 20,
          average: 0,
          percent: 40,
        },
      ],
    },
  ],
};
