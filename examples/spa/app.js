// A tiny router: links change the URL with history.pushState and the view re-renders.
// The assistant needs nothing from the app: it re-checks its include/exclude rules on every navigation.
const titles = {
  '/spa/index': '首页',
  '/spa/zhsj': '综合实践',
  '/spa/resource': '资源中心',
  '/spa/login': '登录',
  '/spa/404': '页面不存在',
};

function render() {
  const path = location.pathname;
  const key = Object.keys(titles).find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const view = document.getElementById('view');
  if (view) view.textContent = `${key ? titles[key] : '未知页面'}（${path}）`;
}

document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-link]') : null;
  if (!link) return;
  event.preventDefault();
  history.pushState({}, '', link.getAttribute('href'));
  render();
});
window.addEventListener('popstate', render);

// Demo sign-in: the example's start script puts a token in the query (?uid=…&token=…).
const params = new URLSearchParams(location.search);
const assistant = document.getElementById('assistant');
if (assistant && params.get('uid')) {
  assistant.user = { uid: params.get('uid'), token: params.get('token') ?? undefined };
}
if (location.pathname === '/spa/' || location.pathname === '/spa') history.replaceState({}, '', '/spa/index');
render();
