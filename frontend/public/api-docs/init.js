// Starts Swagger UI on the API reference page (/api/docs), which the Go server serves.
/* global SwaggerUIBundle */
window.addEventListener('load', () => {
  document.getElementById('api-docs-fallback')?.remove()
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
  })
})
