import { describe, expect, it } from 'vitest';
import { UNINSTALL_COMMENT_MAX, UNINSTALL_REASON_LABELS, UNINSTALL_REASONS, uninstallReasonSchema } from './uninstall-reasons.ts';

const messages = (input: object) => uninstallReasonSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the uninstall reason form', () => {
  it('offers six reasons, each with its label, Other last', () => {
    expect(UNINSTALL_REASONS).toHaveLength(6);
    expect(UNINSTALL_REASONS.at(-1)).toBe('OTHER');
    expect(UNINSTALL_REASON_LABELS.DID_NOT_WORK).toBe("Didn't work as expected / bugs");
  });

  it('takes a reason with or without a comment, trimmed, and nothing at all as no reason', () => {
    expect(uninstallReasonSchema.parse({ reason: 'TOO_EXPENSIVE', comment: '  Half the price elsewhere \n' })).toEqual({
      reason: 'TOO_EXPENSIVE',
      comment: 'Half the price elsewhere',
    });
    expect(uninstallReasonSchema.parse({ reason: 'OTHER', comment: '   ' })).toEqual({ reason: 'OTHER', comment: null });
    expect(uninstallReasonSchema.parse({})).toEqual({ reason: null, comment: null });
    expect(uninstallReasonSchema.parse({ reason: '', comment: '' })).toEqual({ reason: null, comment: null });
  });

  it('refuses a reason that is not in the list, and a comment without a reason', () => {
    expect(messages({ reason: 'HATE_IT' })).toEqual(['reason: Choose one of the reasons in the list']);
    expect(messages({ reason: 'toString' })).toEqual(['reason: Choose one of the reasons in the list']);
    expect(messages({ comment: 'No reason chosen' })).toEqual(['reason: Choose the reason your comment is about (or Other)']);
  });

  it('keeps the comment to 500 characters, counting a line break once and an emoji once', () => {
    const longest = `${'a'.repeat(UNINSTALL_COMMENT_MAX - 2)}\r\n😀`;
    expect(uninstallReasonSchema.parse({ reason: 'OTHER', comment: longest }).comment).toHaveLength(UNINSTALL_COMMENT_MAX - 2 + 1 + 2);
    expect(messages({ reason: 'OTHER', comment: 'a'.repeat(UNINSTALL_COMMENT_MAX + 1) })).toEqual([
      'comment: Keep the comment to 500 characters or fewer',
    ]);
  });

  it('drops control characters a database would refuse, and keeps the text as typed otherwise', () => {
    expect(uninstallReasonSchema.parse({ reason: 'OTHER', comment: 'a\u0000b\tc <script>' }).comment).toBe('ab\tc <script>');
  });
});
