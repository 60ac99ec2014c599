### Die Seiten eines Frenemies-Spiels: wie es vom Basisspiel abweicht, das
### Gildenhaus und die Gefallenmarker, seine Formulare und Wahlmöglichkeiten.

## Wie das Spiel vom Basisspiel abweicht
frenemies-differs-win = Du gewinnst mit 11 Siegpunkten während deines eigenen Zugs; Siegpunktmarker zählen mit.
frenemies-differs-robber = Versetze den Räuber harmlos und verdiene 1 Gefallenmarker: auf ein Feld ohne Siedlung oder Stadt daran oder in die Wüste, ohne zu ziehen.
frenemies-differs-gift = Gib einem Gegner, der nicht mehr sichtbare Siegpunkte hat als du, 1 Rohstoffkarte: Nimmt er an, verdienst du 1 Gefallenmarker (ein Geschenk pro Zug).
frenemies-differs-connect = Baue eine Straße, die dein Netz als erste mit dem eines Gegners verbindet, und du ziehst 3 Gefallenmarker, er 1; nur die erste Verbindung zwischen zwei Spielern zählt.
frenemies-differs-redeem = Löse in deinem Zug entweder Marker bei den Gilden ein oder tausche einmal; in diesem Zug verdiente Marker kannst du ab deinem nächsten Zug nutzen.
