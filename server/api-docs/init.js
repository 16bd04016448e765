// Starts Swagger UI on the live OpenAPI document of this origin; a file of its own, so the page needs no inline script.
window.addEventListener('load', () => {
  window.ui = window.SwaggerUIBundle({ url: '/api/open-api', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false });
});
