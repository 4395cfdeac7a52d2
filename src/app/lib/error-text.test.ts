import { messages } from '@shared/messages';
import { ApiError } from './tab-api-client';
import { errorText } from './error-text';

describe('errorText', () => {
  it("shows the server's text, the form's offline text for a lost request, else the generic one", () => {
    expect(errorText(null)).toBe('');
    expect(errorText(new ApiError('Old password is incorrect', 400, 'BAD_REQUEST'))).toBe(
      'Old password is incorrect',
    );
    expect(errorText(new ApiError('You appear to be offline', 0), messages.needsNetwork)).toBe(
      messages.needsNetwork,
    );
    expect(errorText(new ApiError('You appear to be offline', 0))).toBe('You appear to be offline');
    expect(errorText(new TypeError('boom'))).toBe(messages.somethingWrong);
  });
});
