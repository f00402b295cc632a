// Test helper: hands the user from the query string (?uid=…&token=…) to every <edu-assistant>,
// the way a host page would after its own login. Runs before the element is defined.
const params = new URLSearchParams(location.search);
const uid = params.get('uid');
const token = params.get('token');
if (uid) {
  for (const element of document.querySelectorAll('edu-assistant')) {
    element.user = { uid, name: '测试用户', token: token ?? undefined };
  }
}
