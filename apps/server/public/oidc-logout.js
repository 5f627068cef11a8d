// Submits the provider's logout form at once: one click on "Déconnexion" signs out everywhere.
const form = document.getElementById('op.logoutForm');
if (form) {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
}
