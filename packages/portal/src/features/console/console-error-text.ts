import { isPortalApiError } from '@edu/api-client';
import { errorText } from '../../components/ui/status-views';

/**
 * What a console form says when the server refused a write: the server's own reason when it gave one
 * ('该内容已被刘振东于…修改…', 'phone: 请输入正确的手机号码'), else SPEC §8's text.
 */
export function consoleErrorText(error: unknown): string {
  if (isPortalApiError(error) && error.reason) return error.reason;
  return errorText(error);
}
