import { LIMITS, RATING_MAX } from '@appstore/shared';
import { serverPage } from '../../http/server-page.ts';
import { escapeHtml as e } from '../../lib/html.ts';
import { vendorHeader } from '../vendor-site/pages.ts';
import type { ReviewRow } from './reviews.queries.ts';
import { formatDay } from '@appstore/shared/dates/format';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export const starsText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(RATING_MAX - rating);

export interface ReviewFormView {
  vendorName: string;
  csrf: string;
  appId: number;
  appName: string;
  /** Why this vendor may not review the app; the form is not shown then. */
  refusal: string | null;
  review: ReviewRow | null;
  /** What was sent, shown again with the errors. */
  values?: { rating?: string; title?: string; body?: string };
  errors?: Record<string, string>;
  notice?: string;
}

const fieldError = (name: string, errors: Record<string, string> | undefined) =>
  errors?.[name] ? `<p class="field-error" id="${name}-error" data-testid="review-error-${name}">${e(errors[name])}</p>` : '';

const invalid = (name: string, errors: Record<string, string> | undefined) =>
  errors?.[name] ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';

/** The vendor's "Rate this app" page: one review per company, edited here. */
export function reviewFormPage(v: ReviewFormView): string {
  const rating = v.values?.rating ?? (v.review ? String(v.review.rating) : '');
  const title = v.values?.title ?? v.review?.title ?? '';
  const body = v.values?.body ?? v.review?.body ?? '';
  const stars = [5, 4, 3, 2, 1]
    .map(
      (n) =>
        `<label class="choice"><input type="radio" name="rating" value="${n}"${rating === String(n) ? ' checked' : ''} data-testid="review-rating-${n}"> <span><span class="stars" aria-hidden="true">${starsText(n)}</span> ${n} ${n === 1 ? 'star' : 'stars'} · ${STAR_WORDS[n]}</span></label>`,
    )
    .join('');
  const hidden = v.review?.hiddenAt
    ? `<div class="alert alert-info" role="status" data-testid="review-hidden">Our team has hidden this review from the App Store. Reason: ${e(v.review.hiddenReason ?? '')}</div>`
    : '';
  const existing = v.review
    ? `<p class="muted" data-testid="review-dates">Written ${e(formatDay(v.review.createdAt, 'UTC'))}${
        v.review.updatedAt.getTime() - v.review.createdAt.getTime() > 1000 ? ` · edited ${e(formatDay(v.review.updatedAt, 'UTC'))}` : ''
      }</p>`
    : '';
  const reply = v.review?.replyBody
    ? `<div class="review-box" data-testid="review-reply"><b>Reply from the developer</b><p>${e(v.review.replyBody).replace(/\n/g, '<br>')}</p></div>`
    : '';
  const form = v.refusal
    ? `<div class="alert alert-info" role="status" data-testid="review-refusal">${e(v.refusal)}</div>`
    : `<form method="post" action="/vendor/apps/${v.appId}/review" novalidate><input type="hidden" name="csrf" value="${e(v.csrf)}">
<fieldset${invalid('rating', v.errors)}><legend class="legend">Your rating</legend>${stars}${fieldError('rating', v.errors)}</fieldset>
<div class="field"><label for="title">Title</label><input id="title" name="title" type="text" maxlength="${LIMITS.listingTagLineMax}" value="${e(title)}" data-testid="review-title"${invalid('title', v.errors)}>${fieldError('title', v.errors)}</div>
<div class="field"><label for="body">Your review</label><textarea id="body" name="body" maxlength="${LIMITS.listingDescriptionMax}" data-testid="review-body"${invalid('body', v.errors)}>${e(body)}</textarea>${fieldError('body', v.errors)}
<p class="muted">What does the app do well for your company, and what could be better? Your company name is shown with your review.</p></div>
<div class="actions"><button type="submit" class="button" data-testid="review-submit">${v.review ? 'Save changes' : 'Publish review'}</button><a class="button secondary" href="/vendor/apps">Back to installed apps</a></div></form>`;
  return serverPage({
    title: `Rate ${v.appName}`,
    wide: true,
    header: vendorHeader(v.vendorName, v.csrf),
    body: `${v.notice ? `<div class="alert alert-success" role="status" data-testid="review-notice">${e(v.notice)}</div>` : ''}<div class="card" data-testid="review-page"><h1>Rate ${e(v.appName)}</h1>
<p class="muted">Your review is public in the App Store, with your company name. One review per company; you can edit it at any time.</p>${existing}${hidden}
${form}${reply}</div>`,
  });
}
