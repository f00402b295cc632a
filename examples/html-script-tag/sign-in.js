// Demo sign-in: a real host sets `user` from its own session. The token never goes in an attribute.
const params = new URLSearchParams(location.search);
const assistant = document.getElementById('assistant');
if (assistant && params.get('uid')) {
  assistant.user = {
    uid: params.get('uid'),
    name: params.get('name') ?? undefined,
    token: params.get('token') ?? undefined,
  };
}
assistant?.addEventListener('reply-finished', (event) => console.info('[host] reply finished', event.detail));
