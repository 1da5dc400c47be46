import { buildDeck, type CardSource } from "./types";

/** Personas, escritas para Mesa: 20 pistas por carta, de la más vaga a la más reveladora. */
const cards: CardSource[] = [
  ["Miguel de Cervantes", `
Vivió en el siglo XVI.
Nació en Alcalá de Henares.
Fue soldado.
Luchó en la batalla de Lepanto.
Perdió el uso de la mano izquierda en combate.
Estuvo cautivo cinco años en Argel.
Trabajó como recaudador de impuestos.
Pasó una temporada en la cárcel.
Murió en 1616, casi a la vez que Shakespeare.
Escribió las Novelas ejemplares.
El día de su muerte se celebra el Día del Libro.
El premio más importante de las letras en español lleva su nombre.
Lo apodaron el manco de Lepanto.
Su obra más famosa tiene dos partes.
Creó a un escudero llamado Sancho Panza.
Su protagonista lucha contra molinos de viento.
Su caballero enloquece leyendo libros de caballerías.
Escribió Don Quijote de la Mancha.
Al español se le llama la lengua de este autor.
Se le considera el mayor escritor en lengua española.
`],
  ["Frida Kahlo", `
Vivió en el siglo XX.
Era mexicana.
Nació y murió en la misma casa.
De niña tuvo poliomielitis.
A los 18 años sufrió un grave accidente de autobús.
Empezó a pintar en la cama, con un espejo en el techo.
Pasó largas temporadas con corsés de escayola.
Se casó dos veces con el mismo hombre.
Su marido fue el muralista Diego Rivera.
Acogió en su casa a León Trotski.
Vestía a menudo ropa tradicional de Tehuantepec.
Tenía monos y loros como mascotas.
Su casa azul de Coyoacán es hoy un museo.
Pintó sobre todo autorretratos.
Escribió: «Pies, ¿para qué los quiero si tengo alas para volar?».
Salma Hayek la interpretó en el cine.
Su cara aparece en camisetas de todo el mundo.
Se la reconoce por sus cejas unidas.
Es la pintora más famosa de México.
Su nombre empieza por F y su apellido por K.
`],
  ["Pablo Picasso", `
Vivió en los siglos XIX y XX.
Nació en Málaga.
Su padre era profesor de dibujo.
Pasó la mayor parte de su vida en Francia.
Vivió más de 90 años.
Tuvo una época azul y una época rosa.
Su nombre completo tenía más de diez palabras.
También hizo esculturas y cerámica.
Fundó un movimiento artístico con Georges Braque.
Ese movimiento es el cubismo.
Pintó Las señoritas de Aviñón.
Dibujó una paloma de la paz muy famosa.
Pintó un cuadro enorme sobre el bombardeo de un pueblo vasco.
Ese cuadro es el Guernica.
El Guernica cuelga en el Museo Reina Sofía de Madrid.
Hay un museo con su nombre en Barcelona y otro en Málaga.
Se le atribuye la frase «Yo no busco, encuentro».
Firmaba con el apellido de su madre.
Es probablemente el pintor más famoso del siglo XX.
Su nombre de pila es Pablo.
`],
  ["Cristóbal Colón", `
Vivió en el siglo XV.
Probablemente nació en Génova.
Era marino.
Creía que la Tierra era más pequeña de lo que es.
El rey de Portugal le negó su ayuda.
Lo apoyaron los Reyes Católicos.
Partió del puerto de Palos en 1492.
Llevaba tres barcos.
Sus barcos eran la Niña, la Pinta y la Santa María.
Llegó primero a una isla de las Bahamas.
Creía que había llegado a las Indias.
Hizo cuatro viajes a través del Atlántico.
Volvió de uno de sus viajes encadenado.
Murió en Valladolid.
Sevilla y Santo Domingo se disputan sus restos.
En Barcelona hay una estatua suya señalando el mar.
El 12 de octubre recuerda su llegada.
Un país de Sudamérica lleva su nombre.
Se le atribuye el descubrimiento de América.
En italiano se llama Cristoforo Colombo.
`],
  ["Simón Bolívar", `
Nació en el siglo XVIII.
Nació en Caracas.
Era de familia rica.
Se quedó huérfano de niño.
Su maestro fue Simón Rodríguez.
Enviudó muy joven.
Juró en el Monte Sacro liberar a su patria.
Fue militar y político.
Cruzó los Andes con su ejército.
Ganó la batalla de Boyacá.
Soñaba con una gran Colombia unida.
Fue presidente de varios países.
Murió en Santa Marta en 1830.
La moneda de Venezuela lleva su nombre.
Un país entero lleva su nombre.
Liberó Venezuela, Colombia, Ecuador, Perú y Bolivia.
Lo llaman el Libertador.
Casi todas las ciudades de Venezuela tienen una plaza con su nombre.
Su nombre de pila es Simón.
Venezuela se llama oficialmente República Bolivariana por él.
`],
  ["Gabriel García Márquez", `
Nació en el siglo XX.
Nació en Aracataca, Colombia.
Lo criaron sus abuelos.
Trabajó como periodista.
Fue amigo de Fidel Castro.
Vivió muchos años en México.
Escribió Crónica de una muerte anunciada.
Escribió El amor en los tiempos del cólera.
Escribió El coronel no tiene quien le escriba.
Es la gran figura del realismo mágico.
Inventó el pueblo de Macondo.
Su novela más famosa cuenta la historia de la familia Buendía.
Esa novela es Cien años de soledad.
Ganó el Premio Nobel de Literatura en 1982.
Recogió el Nobel vestido con un liquiliqui blanco.
Le gustaban las mariposas amarillas.
Murió en 2014.
Sus amigos lo llamaban Gabo.
Es el escritor colombiano más famoso.
Sus iniciales son G. G. M.
`],
  ["Salvador Dalí", `
Vivió en el siglo XX.
Nació en Figueres.
Estudió en Madrid.
Fue amigo de Lorca y de Buñuel.
Hizo con Buñuel la película Un perro andaluz.
Su esposa y musa se llamaba Gala.
Vivió en Portlligat, junto al mar.
Diseñó el logotipo de Chupa Chups.
Paseó por París con un oso hormiguero.
Pintó elefantes con patas larguísimas.
Pintó a Cristo visto desde arriba.
Su museo en Figueres tiene huevos gigantes en el tejado.
Pintó relojes blandos.
Ese cuadro se llama La persistencia de la memoria.
Dijo: «El surrealismo soy yo».
Es el pintor surrealista más famoso.
Llevaba un bigote larguísimo y puntiagudo.
Su nombre de pila es Salvador.
Su apellido lleva tilde en la i.
Su apellido empieza por D.
`],
  ["Lionel Messi", `
Nació en 1987.
Nació en Rosario, Argentina.
De niño tuvo un problema de crecimiento.
Se fue a vivir a España con 13 años.
Su primer contrato se firmó en una servilleta.
Es zurdo.
Juega al fútbol.
Llevó el número 10 durante muchos años.
Pasó casi toda su carrera en un mismo club.
Ese club es el FC Barcelona.
Después jugó en París y en Miami.
Lo llaman la Pulga.
Su gran rival fue Cristiano Ronaldo.
Ha ganado el Balón de Oro ocho veces.
Es el máximo goleador de la historia del Barça.
Ganó el Mundial de 2022.
Es el capitán de la selección argentina.
Muchos lo consideran el mejor futbolista de la historia.
Su nombre de pila es Lionel.
Su apellido tiene cinco letras y dos eses.
`],
  ["Shakira", `
Nació en 1977.
Nació en Barranquilla, Colombia.
Su padre tiene origen libanés.
Empezó a componer canciones a los ocho años.
Grabó su primer disco con 13 años.
Es cantante.
Canta en español y en inglés.
Baila danza del vientre.
Tiene una fundación llamada Pies Descalzos.
Fue jueza del programa The Voice.
Una de sus canciones dice que las caderas no mienten.
Cantó la canción oficial del Mundial de 2010.
Esa canción es Waka Waka.
Actuó en el descanso de la Super Bowl de 2020.
Estuvo muchos años con el futbolista Gerard Piqué.
Le dedicó a Piqué una canción famosa tras separarse.
Es rubia, aunque empezó con el pelo negro.
Es la artista colombiana más famosa del mundo.
Se la conoce solo por su nombre de pila.
Su nombre significa agradecida en árabe.
`],
  ["Rafael Nadal", `
Nació en 1986.
Nació en Manacor, Mallorca.
Su tío fue su entrenador.
Escribe con la derecha, pero juega con la zurda.
Practica un deporte de raqueta.
Coloca sus botellas de agua siempre igual.
Muerde los trofeos al ganarlos.
Su gran rival fue Roger Federer.
También rivalizó con Novak Djokovic.
Ganó el oro olímpico en Pekín 2008.
Ganó 22 torneos de Grand Slam.
Ganó Roland Garros catorce veces.
Lo llaman el Rey de la Tierra Batida.
Tiene una academia de tenis en Mallorca.
Se retiró en 2024.
Llevaba una cinta en el pelo.
Es el mejor tenista español de la historia.
Todos lo llaman Rafa.
Es el tenista con más títulos en tierra batida.
Su apellido tiene cinco letras y empieza por N.
`],
  ["Marie Curie", `
Vivió en los siglos XIX y XX.
Nació en Varsovia.
Se fue a estudiar a París.
Se casó con un físico francés llamado Pierre.
Estudió la radiactividad.
Descubrió dos elementos químicos.
Uno de ellos, el polonio, recuerda a su país natal.
El otro es el radio.
Fue la primera mujer en ganar un Premio Nobel.
Ganó dos premios Nobel en ciencias distintas.
Fue la primera profesora de la Sorbona.
Su hija también ganó un Nobel.
En la Primera Guerra Mundial organizó ambulancias con rayos X.
Sus cuadernos todavía son radiactivos.
Murió por la radiación a la que se expuso.
Está enterrada en el Panteón de París.
Su apellido de soltera era Skłodowska.
Un elemento químico lleva el apellido de la familia.
Su nombre de pila, en polaco, es Maria.
Es la científica más famosa de la historia.
`],
  ["Napoleón Bonaparte", `
Vivió en los siglos XVIII y XIX.
Nació en Córcega.
Era militar.
Estudió en una escuela de artillería.
Se casó con Josefina.
Hizo una campaña en Egipto.
Durante esa campaña se halló la piedra de Rosetta.
Dio un golpe de Estado en 1799.
Se coronó a sí mismo.
Creó un código civil que aún influye en muchos países.
Ganó la batalla de Austerlitz.
Invadió Rusia en 1812 y fracasó.
Estuvo desterrado en la isla de Elba.
Escapó y gobernó otros cien días.
Perdió la batalla de Waterloo.
Murió desterrado en Santa Elena.
Se le dibuja con la mano dentro del chaleco.
Llevaba un sombrero de dos picos.
Fue emperador de los franceses.
Su nombre de pila empieza por N.
`],
  ["William Shakespeare", `
Vivió en los siglos XVI y XVII.
Era inglés.
Nació en Stratford-upon-Avon.
Se casó con Anne Hathaway.
Fue actor además de autor.
Su teatro se llamaba The Globe.
Escribió más de 150 sonetos.
Inventó muchas palabras del inglés.
Escribió Macbeth.
Escribió Otelo.
Escribió El rey Lear.
Escribió Sueño de una noche de verano.
Su Hamlet sostiene una calavera.
Escribió la frase «Ser o no ser».
Escribió Romeo y Julieta.
Murió en 1616, como Cervantes.
Lo llaman el Bardo.
Es el dramaturgo más famoso de la historia.
Su nombre de pila es William.
Su apellido significa algo así como agita la lanza.
`],
  ["Cleopatra", `
Vivió antes de Cristo.
Era reina.
Su familia era de origen griego.
Su dinastía era la de los Ptolomeos.
Hablaba muchos idiomas.
Fue la primera de su familia en aprender egipcio.
Gobernó junto a su hermano, que era también su marido.
Se dice que se presentó ante un general envuelta en una alfombra.
Tuvo un hijo con Julio César.
Fue pareja de Marco Antonio.
Perdió la batalla de Accio.
Gobernaba desde Alejandría.
Según la leyenda, murió por la mordedura de un áspid.
Fue la última reina del Egipto de los Ptolomeos.
Elizabeth Taylor la interpretó en el cine.
Se cuenta que se bañaba en leche de burra.
En Astérix aparece con su famosa nariz.
Es la reina egipcia más famosa.
Su nombre empieza por C.
Su nombre termina en -patra.
`],
  ["Charles Chaplin", `
Nació en 1889.
Nació en Londres.
Tuvo una infancia muy pobre.
Su madre cantaba en el music hall.
Empezó en el cine mudo.
Dirigía, actuaba y componía la música de sus películas.
Cofundó el estudio United Artists.
Se casó cuatro veces.
Vivió sus últimos años en Suiza.
Hizo La quimera del oro.
Hizo Tiempos modernos.
Se burló de Hitler en El gran dictador.
Su personaje más famoso es un vagabundo.
En España a ese personaje lo llaman Charlot.
Su personaje lleva bombín y bastón.
Camina con los pies hacia fuera.
Lleva un bigote pequeño y cuadrado.
Es el cómico más famoso del cine mudo.
Su nombre de pila es Charles.
Su apellido empieza por Ch.
`],
  ["Mozart", `
Vivió en el siglo XVIII.
Nació en Salzburgo.
Su padre lo llevó de gira por Europa cuando era niño.
Compuso sus primeras obras con cinco años.
Su hermana Nannerl también era una niña prodigio.
Podía escribir de memoria una obra que había oído una sola vez.
Trabajó en Viena.
Compuso más de 600 obras.
Escribió La flauta mágica.
Escribió Las bodas de Fígaro.
Escribió Don Giovanni.
Compuso la Pequeña serenata nocturna.
Murió a los 35 años.
Dejó un Réquiem sin terminar.
La película Amadeus cuenta su vida.
Se dice que Salieri lo envidiaba.
En Salzburgo venden bombones con su cara.
Es el compositor más famoso del clasicismo.
Su segundo nombre es Amadeus.
Se llamaba Wolfgang Amadeus.
`],
  ["Isaac Newton", `
Vivió en los siglos XVII y XVIII.
Era inglés.
Nació el año en que murió Galileo.
Estudió y enseñó en Cambridge.
Le interesaba la alquimia.
Dirigió la Casa de la Moneda.
Presidió la Royal Society.
Descompuso la luz blanca con un prisma.
Construyó un telescopio de espejo.
Inventó el cálculo a la vez que Leibniz.
Escribió los Principia.
Formuló tres leyes del movimiento.
La unidad de fuerza lleva su nombre.
Explicó por qué la Luna gira alrededor de la Tierra.
Descubrió la ley de la gravitación universal.
Se cuenta que le cayó una manzana en la cabeza.
Está enterrado en la abadía de Westminster.
Es uno de los científicos más importantes de la historia.
Su nombre de pila es Isaac.
Su apellido empieza por N.
`],
  ["Che Guevara", `
Nació en 1928.
Nació en Rosario, Argentina.
Tenía asma.
Estudió medicina.
Recorrió Sudamérica en moto con un amigo.
Ese viaje inspiró la película Diarios de motocicleta.
Conoció a Fidel Castro en México.
Llegó a Cuba en el yate Granma.
Fue guerrillero.
Fue ministro de Industria de Cuba.
Firmaba los billetes cubanos solo con su apodo.
Intentó extender la revolución al Congo.
Murió en Bolivia en 1967.
Una foto suya con boina es de las más reproducidas del mundo.
Esa foto la hizo Alberto Korda.
Su cara aparece en camisetas de todo el mundo.
Su nombre real era Ernesto.
Su apodo es una muletilla argentina.
Su apellido empieza por G.
Es el revolucionario argentino más famoso.
`],
  ["Antoni Gaudí", `
Vivió en los siglos XIX y XX.
Nació en Cataluña.
Era arquitecto.
Se inspiraba en la naturaleza.
Usaba el trencadís, un mosaico de trozos de cerámica.
Su mecenas fue Eusebi Güell.
Diseñó un parque con un dragón de mosaico.
Ese parque es el Park Güell.
Diseñó la Casa Batlló.
Diseñó la Casa Milà, llamada La Pedrera.
Era muy religioso y vivía con austeridad.
Murió atropellado por un tranvía.
Al principio lo confundieron con un mendigo.
Dejó sin terminar su obra más famosa.
Esa obra es la Sagrada Familia.
La Sagrada Familia lleva más de 140 años en obras.
Varias de sus obras son Patrimonio de la Humanidad.
Es el arquitecto más famoso de Barcelona.
Su nombre de pila en catalán es Antoni.
Su apellido lleva tilde en la última i.
`],
  ["Nelson Mandela", `
Nació en 1918.
Era africano.
Pertenecía al pueblo xhosa.
Estudió Derecho.
En su juventud boxeaba.
Luchó contra el apartheid.
Lo condenaron a cadena perpetua.
Pasó 27 años en la cárcel.
Estuvo preso en la isla Robben.
Salió de la cárcel en 1990.
Ganó el Premio Nobel de la Paz.
Compartió ese Nobel con De Klerk.
Fue el primer presidente negro de su país.
Usó el Mundial de rugby de 1995 para unir a su país.
Su cumpleaños es un día internacional que lleva su nombre.
Lo llamaban Madiba.
Llevaba camisas de colores muy vivos.
Fue presidente de Sudáfrica.
Su nombre de pila es Nelson.
Es el gran símbolo de la lucha contra el racismo.
`],
];

export const esPessoa = buildDeck("es", "pessoa", cards);
