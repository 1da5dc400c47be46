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
  ["Joaquín Sorolla", `
Vivió en los siglos XIX y XX.
Nació en Valencia.
Se quedó huérfano de niño.
Lo criaron sus tíos.
Se casó con Clotilde, hija de un fotógrafo.
Pintó cientos de retratos de su mujer.
Estudió en Roma y en París.
Pintaba al aire libre, con pinceladas rápidas.
Le llaman el pintor de la luz.
Pintó niños desnudos bañándose en el mar.
Pintó barcas y pescadores en la playa.
Pintó Paseo a orillas del mar.
Pintó Sol de la tarde.
Pintó ¡Aún dicen que el pescado es caro!
Una sociedad de Nueva York le encargó catorce murales de las regiones de España.
Retrató al rey Alfonso XIII.
Su casa de Madrid es hoy un museo.
Es el gran pintor del Mediterráneo.
Pintor valenciano de la luz del mar.
El pintor de las playas valencianas.
`],
  ["Francisco de Goya", `
Vivió en los siglos XVIII y XIX.
Nació en Fuendetodos, Aragón.
Diseñó cartones para tapices.
Fue pintor de la corte de Carlos IV.
Se quedó completamente sordo.
Pintó a la duquesa de Alba.
Pintó La maja desnuda.
Y también La maja vestida.
Grabó Los caprichos.
Uno de sus grabados dice: El sueño de la razón produce monstruos.
Grabó Los desastres de la guerra.
Pintó los fusilamientos del 3 de mayo.
Pintó en las paredes de su casa las Pinturas negras.
Una de ellas muestra a Saturno devorando a su hijo.
Murió exiliado en Burdeos.
Su estatua está a la entrada del Museo del Prado.
Los premios del cine español llevan su nombre.
Esos premios son unos bustos de bronce.
El pintor aragonés de las Pinturas negras.
El pintor de La maja desnuda.
`],
  ["Federico García Lorca", `
Vivió en el siglo XX.
Nació cerca de Granada.
Tocaba muy bien el piano.
Vivió en la Residencia de Estudiantes de Madrid.
Fue amigo de Dalí y de Buñuel.
Viajó a Nueva York y escribió sobre la ciudad.
Pasó una temporada en Buenos Aires.
Dirigió un teatro ambulante llamado La Barraca.
Perteneció a la Generación del 27.
Escribió Romancero gitano.
Escribió Poeta en Nueva York.
Escribió Bodas de sangre.
Escribió Yerma.
Escribió La casa de Bernarda Alba.
Escribió: Verde que te quiero verde.
Lo asesinaron al comienzo de la Guerra Civil.
Sus restos nunca se han encontrado.
Es el poeta español más leído en el mundo.
Poeta y dramaturgo granadino.
El autor de La casa de Bernarda Alba.
`],
  ["Pablo Neruda", `
Vivió en el siglo XX.
Nació en Parral, Chile.
Su verdadero nombre era Ricardo Eliécer Neftalí Reyes.
Eligió su seudónimo por un escritor checo.
Fue cónsul en varios países de Asia.
Estuvo en Madrid durante la Guerra Civil.
Fue senador.
Tuvo que huir de su país a caballo por los Andes.
Coleccionaba caracolas, mascarones de proa y botellas.
Tenía una casa en Isla Negra.
Sus casas parecen barcos.
Escribió Canto general.
Escribió odas a la cebolla y al tomate.
Escribió: Puedo escribir los versos más tristes esta noche.
Escribió Veinte poemas de amor y una canción desesperada.
Una película italiana cuenta su amistad con un cartero.
Ganó el Premio Nobel de Literatura en 1971.
Murió días después del golpe de Pinochet.
Es el poeta más famoso de Chile.
El poeta chileno de los Veinte poemas de amor.
`],
  ["Jorge Luis Borges", `
Vivió en el siglo XX.
Nació en Buenos Aires.
Aprendió a leer en inglés antes que en español.
Pasó su juventud en Ginebra.
Trabajó en una biblioteca municipal.
Dirigió la Biblioteca Nacional de su país.
Se quedó ciego.
Dijo que imaginaba el paraíso como una biblioteca.
Nunca escribió una novela.
Le fascinaban los laberintos.
Le fascinaban los espejos y los tigres.
Escribió Ficciones.
Escribió El Aleph.
Imaginó una biblioteca infinita: la de Babel.
Escribió cuentos con Bioy Casares.
Nunca le dieron el Nobel.
Murió en Ginebra.
Es el gran cuentista argentino.
Escritor ciego de los laberintos.
El autor de El Aleph.
`],
  ["Diego Maradona", `
Vivió en los siglos XX y XXI.
Nació en Lanús y creció en Villa Fiorito.
Debutó como profesional antes de cumplir dieciséis años.
Jugó en Argentinos Juniors.
Jugó en Boca Juniors.
Jugó en el Barcelona.
Llevó al Nápoles a ganar la liga italiana.
En Nápoles lo veneran como a un santo.
Era zurdo.
Llevaba el número 10.
Marcó un gol con la mano.
Dijo que fue la mano de Dios.
En el mismo partido marcó el gol del siglo.
Aquel partido fue contra Inglaterra en México 86.
Ganó el Mundial de 1986.
Lo llamaban el Pelusa.
También lo llamaban el Pibe de Oro.
Dirigió a la selección argentina.
Fue uno de los mejores futbolistas de la historia.
El futbolista argentino de la mano de Dios.
`],
  ["Rosalía", `
Nació en el siglo XX.
Nació en Sant Esteve Sesrovires, Cataluña.
Estudió flamenco en la escuela superior de música.
Su primer disco era flamenco puro.
Su tesis fue un disco.
Ese disco se llama El mal querer.
Se inspiró en una novela occitana medieval.
Canta Malamente.
Canta Con altura.
Canta Despechá.
Publicó el disco Motomami.
Mezcla flamenco, reguetón y pop.
Lleva uñas largas decoradas.
Ha ganado muchos Grammy latinos.
Ha cantado con The Weeknd y Bad Bunny.
Actuó en Dolor y gloria, de Almodóvar.
Se la conoce solo por su nombre de pila.
Sus canciones dicen: Tra, tra.
Es la cantante española más famosa de su generación.
La cantante catalana de Malamente.
`],
  ["Julio Iglesias", `
Nació en el siglo XX.
Nació en Madrid.
Fue portero del Real Madrid juvenil.
Un accidente de coche acabó con su carrera deportiva.
Aprendió a tocar la guitarra en el hospital.
Ganó el Festival de Benidorm.
Representó a España en Eurovisión.
Canta en muchos idiomas.
Es uno de los artistas que más discos ha vendido.
Tiene una estrella en el Paseo de la Fama de Hollywood.
Vive en Miami y en la República Dominicana.
Cantó a dúo con Willie Nelson.
Cantó Me olvidé de vivir.
Cantó Soy un truhán, soy un señor.
Su hijo Enrique también es cantante.
Su padre fue padre a los noventa años.
Un meme suyo dice: Y lo sabes.
Es el cantante romántico español por excelencia.
El cantante español del Y lo sabes.
El padre de Enrique Iglesias.
`],
  ["Celia Cruz", `
Vivió en el siglo XX.
Nació en La Habana.
Estudió para ser maestra.
Cantó con la Sonora Matancera.
Se fue de su país en 1960 y nunca pudo volver.
Vivió en Nueva York.
Cantó con Tito Puente.
Formó parte de la Fania All Stars.
Llevaba pelucas de colores.
Llevaba zapatos altísimos sin tacón.
Su grito de guerra era: ¡Azúcar!
Cantó La vida es un carnaval.
Cantó La negra tiene tumbao.
Cantó Quimbara.
Ganó varios Grammy.
Su funeral reunió a miles de personas.
La llaman la Reina de la Salsa.
Es la cantante cubana más famosa.
Gritaba ¡Azúcar! en cada concierto.
La reina cubana de la salsa.
`],
  ["Isabel la Católica", `
Vivió en el siglo XV.
Nació en Madrigal de las Altas Torres.
Se casó en secreto con su primo.
Su marido era Fernando de Aragón.
Su boda unió dos reinos.
Tuvo cinco hijos.
Su hija Juana fue llamada la Loca.
Su hija Catalina se casó con Enrique VIII.
Terminó la Reconquista.
Tomó Granada en 1492.
Financió el viaje de Colón.
Creó la Inquisición en su reino.
Expulsó a los judíos.
Según la leyenda, empeñó sus joyas por Colón.
Está enterrada en Granada.
El papa le dio su sobrenombre.
Reinó junto a su marido como los Reyes Católicos.
Fue reina de Castilla.
Su marido fue Fernando el Católico.
La reina que financió a Colón.
`],
  ["Hernán Cortés", `
Vivió en los siglos XV y XVI.
Nació en Medellín, Extremadura.
Estudió leyes en Salamanca, sin terminar.
Vivió en Cuba.
Desobedeció al gobernador de Cuba.
Desembarcó en Veracruz.
Según la leyenda, quemó sus naves.
Tuvo una intérprete llamada Malinche.
Tuvo un hijo con ella.
Se alió con los tlaxcaltecas.
Conoció a Moctezuma.
Sufrió una derrota en la Noche Triste.
Tomó Tenochtitlan.
Acabó con el imperio azteca.
Fue marqués del Valle de Oaxaca.
Exploró la península de Baja California.
El mar de Cortés lleva su nombre.
Murió en España.
Fue un conquistador.
El conquistador de México.
`],
  ["Eva Perón", `
Vivió en el siglo XX.
Nació en Los Toldos, provincia de Buenos Aires.
Se fue a la capital a los quince años.
Fue actriz de radio.
Fue actriz de cine.
Se casó con un coronel que llegó a presidente.
Impulsó el voto de las mujeres en su país.
Creó una fundación para los pobres.
Los humildes la adoraban.
Sus enemigos la odiaban.
Murió de cáncer a los 33 años.
Su cuerpo embalsamado desapareció durante años.
Hoy descansa en el cementerio de la Recoleta.
Se la llama Evita.
Un musical cuenta su vida.
Madonna la interpretó en el cine.
Su canción dice: No llores por mí, Argentina.
Su rostro está en un edificio de la avenida 9 de Julio.
Fue primera dama de Argentina.
La esposa de Juan Domingo Perón.
`],
  ["Pedro Almodóvar", `
Nació en el siglo XX.
Nació en Calzada de Calatrava, Ciudad Real.
Trabajó en Telefónica.
Fue figura de la Movida madrileña.
Cantó en un grupo punk con disfraces.
Sus películas son muy coloridas.
Sus películas están llenas de mujeres fuertes.
Su hermano Agustín produce sus películas.
Descubrió a Antonio Banderas.
Dirigió muchas veces a Penélope Cruz.
Dirigió Mujeres al borde de un ataque de nervios.
Dirigió Todo sobre mi madre.
Dirigió Hable con ella.
Dirigió Volver.
Dirigió Dolor y gloria.
Ha ganado dos Óscar.
Es manchego.
Es director de cine.
Es el cineasta español más famoso.
El director de Todo sobre mi madre.
`],
  ["Antonio Banderas", `
Nació en el siglo XX.
Nació en Málaga.
Quería ser futbolista.
Se rompió un pie y se dedicó al teatro.
Se fue a Madrid con muy poco dinero.
Lo descubrió Almodóvar.
Rodó sus primeras películas en Hollywood sin hablar bien inglés.
Hizo de vampiro junto a Tom Cruise.
Hizo de Che Guevara en el musical Evita.
Tocó la guitarra en Desperado.
Fue el Zorro.
Puso voz al Gato con Botas.
Tiene un teatro en su ciudad natal.
Sale en las procesiones de Semana Santa de su ciudad.
Estuvo casado con Melanie Griffith.
Ganó el premio de interpretación en Cannes por Dolor y gloria.
Es uno de los actores españoles más conocidos.
Es malagueño.
Actor que dio voz al Gato con Botas.
El Zorro español.
`],
  ["Fernando Alonso", `
Nació en el siglo XX.
Nació en Oviedo.
Empezó en los karts a los tres años.
Su padre le construyó su primer kart.
Debutó en la Fórmula 1 con Minardi.
Ganó con Renault.
Corrió con McLaren junto a Lewis Hamilton.
Corrió muchos años con Ferrari.
Ganó las 24 horas de Le Mans.
Participó en el rally Dakar.
Probó suerte en las 500 millas de Indianápolis.
Sigue corriendo pasados los cuarenta.
Lleva el número 14.
Sus fans se llaman a sí mismos la Alonsomanía.
Fue el campeón más joven de la historia en su momento.
Ganó dos mundiales seguidos: 2005 y 2006.
Es asturiano.
Es piloto.
Es el mejor piloto de Fórmula 1 de la historia de España.
Piloto asturiano bicampeón de Fórmula 1.
`],
  ["Albert Einstein", `
Vivió en los siglos XIX y XX.
Nació en Alemania.
Trabajó en una oficina de patentes en Suiza.
Tocaba el violín.
Le ofrecieron ser presidente de Israel y dijo que no.
Se fue a Estados Unidos en los años treinta.
Trabajó en Princeton.
Ganó el Premio Nobel de Física.
Se lo dieron por el efecto fotoeléctrico.
Un elemento químico lleva su nombre.
Avisó a Roosevelt sobre la bomba atómica.
Tenía el pelo blanco y despeinado.
Es famosa una foto suya sacando la lengua.
Su apellido se usa para decir genio.
Dijo que la imaginación es más importante que el conocimiento.
Formuló la teoría de la relatividad.
Su ecuación une la energía y la masa.
E = mc².
El físico más famoso del siglo XX.
Su nombre de pila es Albert.
`],
  ["Cristiano Ronaldo", `
Nació en el siglo XX.
Nació en Madeira.
Su nombre se lo pusieron por Ronald Reagan.
Jugó en el Sporting de Lisboa.
Jugó en el Manchester United.
Jugó en la Juventus.
Juega en Arabia Saudí.
Es el máximo goleador del Real Madrid.
Ganó cinco Champions.
Ganó cinco Balones de Oro.
Ganó la Eurocopa de 2016.
Es el máximo goleador de la historia de las selecciones.
Celebra los goles saltando y gritando: ¡Siuuu!
Lleva el número 7.
Lo llaman CR7.
El aeropuerto de Madeira lleva su nombre.
Es famoso por su rivalidad con Messi.
Es portugués.
Es futbolista.
El delantero portugués del ¡Siuuu!
`],
  ["Mafalda", `
No es una persona real.
Nació en los años sesenta.
Nació en Argentina.
Nació en una tira cómica.
Su creador firmaba Quino.
Nació para un anuncio de electrodomésticos que nunca salió.
Es una niña.
Tiene seis años.
Lleva un gran lazo en el pelo.
Odia la sopa.
Le preocupa el mundo.
Tiene un globo terráqueo.
Su amigo Manolito trabaja en el almacén de su padre.
Su amiga Susanita solo quiere casarse y tener hijos.
Su hermano pequeño se llama Guille.
Le encantan los Beatles.
Tiene una estatua en San Telmo, Buenos Aires.
Es la niña más famosa de la historieta argentina.
La niña de Quino que odia la sopa.
El personaje más famoso de Quino.
`],
  ["El Cid", `
Vivió en el siglo XI.
Nació en Vivar, cerca de Burgos.
Se llamaba Rodrigo Díaz.
Sirvió a los reyes de Castilla.
Hizo jurar al rey Alfonso VI que no había matado a su hermano.
El rey lo desterró.
Luchó también para reyes musulmanes.
Su nombre viene del árabe y significa señor.
Conquistó Valencia.
Su caballo se llamaba Babieca.
Sus espadas se llamaban Tizona y Colada.
Su mujer se llamaba Jimena.
Según la leyenda, ganó una batalla después de muerto.
Un cantar medieval narra sus hazañas.
Charlton Heston lo interpretó en el cine.
Está enterrado en la catedral de Burgos.
Lo llamaban el Campeador.
Es el gran héroe medieval de Castilla.
Su estatua a caballo preside una plaza de Burgos.
Rodrigo Díaz de Vivar.
`],
  ["Bad Bunny", `
Nació en el siglo XX.
Nació en Puerto Rico.
Trabajaba empaquetando en un supermercado.
Subía sus canciones a internet.
Se llama Benito Antonio Martínez.
Canta en español aunque triunfa en todo el mundo.
Se pinta las uñas.
Ha luchado en la WWE.
Ha salido en películas de Hollywood.
Canta Tití me preguntó.
Canta Me porto bonito.
Canta Dákiti.
Publicó Un verano sin ti.
Fue el artista más escuchado del mundo varios años seguidos.
Fue el primero en llevar un disco en español al número uno de los álbumes en Estados Unidos.
Actuó en el descanso de la Super Bowl.
Es el rey del trap latino.
Su nombre artístico es un conejo.
Su nombre artístico significa conejo malo.
El cantante puertorriqueño del conejo.
`],
];

export const esPessoa = buildDeck("es", "pessoa", cards);
