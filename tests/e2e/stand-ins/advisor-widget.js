/* global document */
// Stands in for the reviews provider's script in the browser tests, so they never depend on the network.
// Like a real widget it fills its container and also adds to <head> and <body>.
(function () {
  var container = document.getElementById('advisor-reviews');
  if (container) {
    var review = document.createElement('p');
    review.className = 'stand-in-review';
    review.textContent = 'Every detail of our river cruise was taken care of. - The Whitfields, Sarasota';
    container.appendChild(review);
  }
  var style = document.createElement('style');
  style.id = 'stand-in-style';
  style.textContent = '.stand-in-review { font-style: italic; }';
  document.head.appendChild(style);
  var badge = document.createElement('div');
  badge.id = 'stand-in-badge';
  badge.textContent = 'Verified reviews';
  document.body.appendChild(badge);
})();
