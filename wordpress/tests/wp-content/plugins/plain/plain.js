// A script that uses none of the legacy libraries (a chat bubble).
document.querySelector('.chat-bubble')?.addEventListener('click', function () {
  window.open('/chat/', 'chat');
});
