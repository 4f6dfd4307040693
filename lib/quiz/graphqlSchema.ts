// The quiz service's GraphQL schema (issue 17, SPEC section 7): the SDL the site's quiz UI is built
// against, and resolvers that hand each operation to the QuizService of the request's context. The
// voter is the request's bearer token (checked before any operation runs: graphqlHandler.ts).
import {
  buildSchema,
  GraphQLError,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import { answerInputSchema, QuizInputError, type QuizService } from './quizService';

export const QUIZ_SDL = /* GraphQL */ `
  type Query {
    quiz(id: ID!): Quiz
    userAnswers(quizId: ID!): [UserAnswer!]!
  }
  type Mutation {
    addOrUpdateAnswers(quizId: ID!, answers: [AnswerInput!]!): AddOrUpdateAnswersResult!
  }
  type AddOrUpdateAnswersResult {
    quiz: Quiz!
    userAnswers: [UserAnswer!]!
  }
  type Quiz {
    _id: ID!
    complex: Boolean!
    title: String
    questions: [Question!]!
  }
  type Question {
    _id: ID!
    question: String!
    displayAs: String!
    image: String
    description: String
    activeTo: Int!
    active: Boolean!
    voterCount: Int!
    rightAnswer: RightAnswer
    options: [Option!]!
    answers: [Answer!]!
  }
  type RightAnswer {
    value: String
  }
  type Option {
    _id: ID!
    title: String!
  }
  type Answer {
    _id: ID!
    title: String!
    image: String
    answerCount: Int!
    sum: Float!
    average: Float!
    percent: Float!
    description: String
  }
  type UserAnswer {
    questionId: ID!
    responses: [Response!]!
  }
  type Response {
    answerId: ID
    optionId: ID
  }
  input AnswerInput {
    questionId: ID!
    responses: [ResponseInput!]!
  }
  input ResponseInput {
    answerId: ID
    optionId: ID
  }
`;

/** What every resolver gets: the service and the voter of this request (a type, not an
 * interface: graphql-http's context must be a plain record). */
export type QuizContext = {
  service: QuizService;
  voter: string;
};

type Resolver = GraphQLFieldResolver<unknown, QuizContext, Record<string, unknown>>;

// The arguments as GraphQL coerced them (ID! is a string); parsed again so the types are checked.
const quizArgs = z.object({ id: z.string() });
const userAnswersArgs = z.object({ quizId: z.string() });
const mutationArgs = z.object({ quizId: z.string(), answers: z.array(answerInputSchema) });

/** A refused submission as a GraphQL error the client can tell apart (extensions.code). */
function inputError(error: unknown): never {
  if (error instanceof QuizInputError) {
    throw new GraphQLError(error.message, { extensions: { code: error.code } });
  }
  throw error;
}

const RESOLVERS: Record<'Query' | 'Mutation', Record<string, Resolver>> = {
  Query: {
    quiz: (_root, args, { service, voter }) => service.quiz(quizArgs.parse(args).id, voter),
    userAnswers: (_root, args, { service, voter }) =>
      service.userAnswers(userAnswersArgs.parse(args).quizId, voter),
  },
  Mutation: {
    addOrUpdateAnswers: async (_root, args, { service, voter }) => {
      const { quizId, answers } = mutationArgs.parse(args);
      return service.addOrUpdateAnswers(quizId, voter, answers).catch(inputError);
    },
  },
};

function quizSchema(): GraphQLSchema {
  const schema = buildSchema(QUIZ_SDL);
  for (const [typeName, fields] of Object.entries(RESOLVERS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`the SDL has no type ${typeName}`);
    for (const [fieldName, resolve] of Object.entries(fields)) {
      const field = type.getFields()[fieldName];
      if (!field) throw new Error(`the SDL has no field ${typeName}.${fieldName}`);
      field.resolve = resolve;
    }
  }
  return schema;
}

/** Built once per process: the schema holds no state, the context carries the service. */
export const QUIZ_SCHEMA = quizSchema();
