// Server side of the support pages (/tamogatas/{slug?}, issue 16; SPEC sections 2 and 5): which page
// exists (404 on the regional edition and while donations are closed), the campaign's pitch (the
// data/docs/tamogatas.md document), the minutes counter, the reader's choice read and checked
// (a bad one re-renders the form with 400 and keeps what was typed), the payment button from
// configuration, and the result pages' "try again" choice. Also the demo checkout's props.
import { PRIVATE_NO_STORE } from '@/lib/cachePolicy';
import type { GetServerSideProps } from 'next';
import { edition } from '@/editions/currentEdition';
import { MINUTES_DEFAULT_TOTAL_HOURS } from '../constants';
import { getContentSource } from '../content/getContentSource';
import { sanitizeArticleHtml } from '../content/sanitizeArticleHtml';
import { counterSince } from '../content/services/minutes';
import { paths } from '../routing/paths';
import { renderModeOf } from '../routing/renderMode';
import { supportPageAvailable, supportSlugs, type SupportSlug } from '../routing/routeRules';
import {
  CUSTOM_AMOUNT,
  readSupportChoice,
  SUPPORT_PARAMS,
  SUPPORT_PERIODS,
  supportChoiceQuery,
  type SupportChoice,
} from '../rules/supportChoice';
import { docSchema, type Doc } from '../schemas/doc';
import { DEMO_SWITCHES } from '../support/demoProvider';
import { PAYMENT_REFERENCE, readPaymentRequest } from '../support/paymentRequest';
import { paymentStatusOf } from '../support/paymentStatus';
import { getUserDataStore } from '../userdata/getUserDataStore';
import type { PaymentStatus } from '../schemas/paymentStatus';
import {
  currencyWords,
  paymentConfig,
  supportContactEmail,
  supportCurrency,
  supportLimits,
} from '../support/supportConfig';
import {
  SUPPORT_FORM_ID,
  type AmountFormView,
  type CurrencyView,
  type DemoCheckoutProps,
  type SupportPageProps,
  type SupportView,
} from '../view/supportPage';
import { loadShell } from './loadShell';

/** The campaign's headline and pitch, and the questions and answers (documents of data/docs). */
export const SUPPORT_CAMPAIGN_DOC = 'tamogatas';
export const SUPPORT_FAQ_DOC = 'tamogatas-gyik';

const currency: CurrencyView = supportCurrency;
const limits = supportLimits;

async function loadDoc(slug: string): Promise<Doc | null> {
  const parsed = docSchema.safeParse(await getContentSource().getDocument('doc', slug));
  return parsed.success
    ? { ...parsed.data, content: sanitizeArticleHtml(parsed.data.content) }
    : null;
}

function amountForm(choice: SupportChoice): AmountFormView {
  const base = { presets: [...limits.presets], min: limits.min, max: limits.max };
  if (choice.kind === 'invalid') {
    const { input, problems } = choice;
    // A typed amount with no preset picked was meant as the "other amount".
    const selected = input.amount || (input.custom ? CUSTOM_AMOUNT : '');
    return { ...base, selected, custom: input.custom, period: input.period, problems };
  }
  if (choice.kind === 'valid') {
    const preset = (limits.presets as readonly number[]).includes(choice.amount);
    return {
      ...base,
      selected: preset ? String(choice.amount) : CUSTOM_AMOUNT,
      custom: preset ? '' : String(choice.amount),
      period: SUPPORT_PERIODS[choice.period],
      problems: {},
    };
  }
  return {
    ...base,
    selected: String(limits.default),
    custom: '',
    period: SUPPORT_PERIODS.monthly,
    problems: {},
  };
}

type Query = Parameters<typeof readSupportChoice>[0];

async function campaignView(query: Query): Promise<{ view: SupportView; status: number } | null> {
  const doc = await loadDoc(SUPPORT_CAMPAIGN_DOC);
  if (!doc) return null;
  // Rendered per request with the payments recorded so far; the page then polls /api/counter.
  const counter = await counterSince(getContentSource(), undefined, {
    payments: getUserDataStore,
  });
  const choice = readSupportChoice(query, limits, currencyWords);
  const payment =
    choice.kind === 'valid'
      ? {
          // Issue 32: the button records the payment first (paymentStart), then goes on to the
          // provider's checkout with the hosted-button fields.
          action: paths.paymentStart(),
          fields: Object.entries(supportChoiceQuery(choice)),
          amount: choice.amount,
          period: choice.period,
          // The form below the payment step, which shows this choice filled in.
          changeHref: `#${SUPPORT_FORM_ID}`,
        }
      : null;
  return {
    status: choice.kind === 'invalid' ? 400 : 200,
    view: {
      kind: 'campaign',
      doc,
      counter: { ...counter, goalHours: MINUTES_DEFAULT_TOTAL_HOURS },
      form: amountForm(choice),
      payment,
    },
  };
}

/** The choice a result page was sent back with, if it is a valid one. */
function resultChoice(query: Query) {
  const choice = readSupportChoice(query, limits, currencyWords);
  return choice.kind === 'valid' ? { amount: choice.amount, period: choice.period } : null;
}

/**
 * The recorded payment the return URL names (issue 32): the result pages show its state, never the
 * redirect's word; null when the URL names none we recorded.
 */
async function resultPayment(query: Query): Promise<PaymentStatus | null> {
  const reference = ([] as Array<string | undefined>).concat(query[SUPPORT_PARAMS.reference])[0];
  if (!reference || !PAYMENT_REFERENCE.test(reference)) return null;
  const payment = await (await getUserDataStore()).payment(reference);
  return payment ? paymentStatusOf(payment) : null;
}

export const supportServerSideProps: GetServerSideProps<SupportPageProps> = async ({
  params,
  query,
  res,
}) => {
  const segments = ([] as string[]).concat(params?.slug ?? []);
  const slug = (segments[0]?.toLowerCase() ?? null) as SupportSlug | null;
  if (!supportPageAvailable() || segments.length > 1 || (slug && !supportSlugs.includes(slug))) {
    return { notFound: true };
  }
  // Personal (the reader's choice, their account): never cached by a shared cache.
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  let view: SupportView;
  if (slug === null) {
    const campaign = await campaignView(query);
    if (!campaign) return { notFound: true };
    res.statusCode = campaign.status;
    view = campaign.view;
  } else if (slug === 'belepes') {
    view = { kind: 'belepes' };
  } else {
    // Issue 32: the recorded payment, not the redirect's word; "try again" with its choice.
    const payment = await resultPayment(query);
    const choice = payment ?? resultChoice(query);
    view = {
      kind: slug,
      payment,
      retryHref: choice
        ? paths.supportWith(undefined, supportChoiceQuery(choice))
        : `${paths.support()}#${SUPPORT_FORM_ID}`,
    };
  }
  const shell = await loadShell({ renderMode: renderModeOf(query) });
  return {
    props: {
      shell,
      path: paths.support(slug ?? undefined),
      currency,
      contactEmail: supportContactEmail(),
      faqHref: paths.doc(SUPPORT_FAQ_DOC),
      view,
    },
  };
};

/** The demo provider's test switches (issue 32), passed on to its outcome form as they came. */
function demoSwitches(query: Query): Array<[string, string]> {
  return DEMO_SWITCHES.flatMap((name) => {
    const value = ([] as Array<string | undefined>).concat(query[name])[0];
    return value ? [[name, value] as [string, string]] : [];
  });
}

/**
 * The demo checkout (/demo-fizetes): only while no real provider is configured and the support pages
 * exist; a malformed request is shown as such with 400.
 */
export const demoCheckoutServerSideProps: GetServerSideProps<DemoCheckoutProps> = async ({
  query,
  res,
}) => {
  const config = paymentConfig();
  if (!config.demo || !supportPageAvailable()) return { notFound: true };
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  const request = readPaymentRequest(query, {
    buttonId: config.buttonId,
    currency: edition.currency,
    limits,
  });
  if (!request) res.statusCode = 400;
  return {
    props: {
      shell: await loadShell({ renderMode: renderModeOf(query) }),
      currency,
      request,
      switches: demoSwitches(query),
      campaignHref: paths.support(),
    },
  };
};
