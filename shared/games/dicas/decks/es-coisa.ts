import { buildDeck, type CardSource } from "./types";

/** Cosas, escritas para Mesa: 20 pistas por carta, de la más vaga a la más reveladora. */
const cards: CardSource[] = [
  ["Guitarra", `
Se usa con las dos manos.
Es de madera.
Tiene una caja hueca.
Tiene un mástil.
Tiene trastes.
Tiene clavijas.
Hay que afinarla.
La española es la clásica.
Paco de Lucía era un maestro.
Se toca en el flamenco.
Puede ser acústica o eléctrica.
Jimi Hendrix quemó una en un concierto.
Se toca con los dedos o con una púa.
Una mano hace el acorde y la otra rasguea.
Los mariachis llevan varias de distintos tamaños.
El ukelele es una versión pequeña.
Suele tener seis cuerdas.
Es un instrumento de cuerda.
Es la reina de las canciones alrededor del fuego.
Su nombre empieza por G.
`],
  ["Paraguas", `
Se lleva en la mano.
Se abre y se cierra.
Tiene varillas.
Tiene un mango.
Puede ser plegable.
Se olvida a menudo en el autobús.
Dicen que abrirlo dentro de casa da mala suerte.
Mary Poppins vuela con uno.
Gene Kelly bailaba con uno en la calle.
El viento le da la vuelta.
Se deja goteando en la entrada.
Es de tela impermeable.
Su primo para el sol es la sombrilla.
Sus primos son el chubasquero y las botas de agua.
Te protege del agua que cae del cielo.
Se saca cuando llueve.
Su nombre dice para qué sirve.
Su nombre es una palabra compuesta.
Su nombre empieza por para-.
Rima con aguas.
`],
  ["Reloj", `
Hay de muchos tamaños.
Puede estar en la pared, en la mesa o en la muñeca.
Puede ser de cuerda o de pilas.
Los suizos son famosos por fabricarlos.
Tiene una esfera.
Tiene agujas.
Su aguja más rápida da una vuelta por minuto.
Hace tictac.
Algunos tienen un cuco.
Hay uno de arena y otro de sol.
Uno muy famoso está en la torre del Parlamento de Londres.
El de la Puerta del Sol marca las uvas de Nochevieja.
Los digitales muestran números.
Se adelanta o se atrasa.
Se cambia dos veces al año por el horario de verano.
El conejo blanco de Alicia siempre mira el suyo.
Sirve para saber la hora.
Se lleva en la muñeca.
Su nombre termina en jota.
Su nombre empieza por R.
`],
  ["Bicicleta", `
Sirve para moverse.
No contamina.
Se inventó en el siglo XIX.
Su primera versión no tenía pedales.
Tiene cadena.
Tiene manillar.
Tiene sillín.
Tiene timbre.
Hay que mantener el equilibrio.
Se aprende de niño con ruedines.
Una vez aprendido, no se olvida.
Ámsterdam está llena de ellas.
El Tour de Francia se corre con ella.
Miguel Induráin ganó cinco Tours con ella.
Se usa con casco.
E.T. vuela en una delante de la luna.
Tiene dos ruedas y pedales.
Su nombre empieza por bi-.
Se la llama bici.
Es el vehículo de dos ruedas que se mueve pedaleando.
`],
  ["Piano", `
Es grande y pesado.
Cuesta mucho subirlo por una escalera.
Hay que afinarlo.
Tiene martillos dentro.
Tiene pedales.
Puede ser de cola o vertical.
Se inventó en Italia hacia 1700.
Su nombre viene de suave y fuerte en italiano.
En los saloons del Oeste siempre había uno.
Beethoven escribió sonatas para él.
Chopin compuso casi solo para él.
Es un instrumento de cuerda percutida.
Se toca sentado en un taburete.
Elton John lo toca en sus conciertos.
Se toca con las dos manos a la vez.
Tiene teclado.
Tiene 88 teclas.
Sus teclas son blancas y negras.
Su nombre tiene cinco letras.
Su nombre empieza por P.
`],
  ["Teléfono", `
Se inventó en el siglo XIX.
Su invención se atribuye a Graham Bell.
Antes tenía un disco para marcar.
Antes estaba unido a la pared por un cable.
En las calles había cabinas.
Suena.
Tiene números.
Sirve para hablar a distancia.
Hoy casi todos son móviles.
Hoy también hace fotos.
Se carga cada noche.
Tiene pantalla táctil.
Al contestar se dice «¿diga?» o «¿aló?».
El número de emergencias es el 112.
E.T. quería usar uno para llamar a casa.
Muchos lo miran nada más despertar.
Su nombre significa voz lejana en griego.
Su nombre empieza por tele-.
Lleva tilde en la segunda e.
Se le llama también móvil o celular.
`],
  ["Espejo", `
Está en casi todas las casas.
Suele estar en el baño.
Es de vidrio.
Tiene detrás una capa de metal.
Antes se hacía de bronce pulido.
Los vampiros no se ven en él.
Romperlo da siete años de mala suerte, dicen.
En las ferias hay salas de ellos que deforman.
Cambia la izquierda por la derecha.
Los retrovisores son de este tipo.
Alicia pasó a través de uno.
La madrastra de Blancanieves le habla a uno.
Le pregunta quién es la más bella del reino.
Se usa para peinarse o maquillarse.
Refleja la luz.
Te ves en él.
Muestra tu reflejo.
Su nombre empieza por E.
Su nombre tiene seis letras.
Rima con conejo.
`],
  ["Tijeras", `
Son de metal.
Tienen dos piezas unidas por un tornillo.
Tienen dos ojos para los dedos.
Hay versiones para zurdos.
Los niños usan unas de punta redonda.
Se llevan al afilador.
Los peluqueros las usan mucho.
Los sastres las usan para la tela.
Cortan papel.
Se abren y se cierran.
Se usan con una mano.
Tienen dos hojas afiladas.
Sirven para cortar.
En un juego ganan al papel y pierden con la piedra.
Eduardo tenía unas por manos en una película.
Se inaugura algo cortando una cinta con ellas.
Su nombre siempre va en plural.
Su nombre empieza por T.
Su nombre tiene siete letras.
Riman con orejeras.
`],
  ["Vela", `
Es pequeña.
Es de cera.
Tiene una mecha.
Se derrite poco a poco.
Hay de muchos olores.
Se enciende con una cerilla.
Gotea.
Se pone en un candelabro.
Crea ambiente en una cena romántica.
Hay muchas en las iglesias.
Se usa cuando hay un apagón.
Se usaba antes de la electricidad.
Se apaga soplando o con los dedos mojados.
Da luz.
Se ponen en las tartas de cumpleaños.
Se sopla pidiendo un deseo.
También empuja barcos con el viento.
Estar a dos de ellas es no tener dinero.
Su nombre tiene cuatro letras.
Su nombre empieza por V.
`],
  ["Libro", `
Se puede prestar.
Tiene autor.
Tiene portada.
Tiene lomo.
Tiene ISBN.
Se guarda en estanterías.
Se presta en las bibliotecas.
En muchas ciudades hay ferias dedicadas a él.
Gutenberg revolucionó su fabricación.
Hay de bolsillo.
Ahora también los hay electrónicos.
Se marca con un marcapáginas.
En Sant Jordi se regala con una rosa.
Huele a papel.
Tiene capítulos.
Tiene páginas.
Se lee.
Don Quijote es uno.
Su nombre empieza por L.
Su nombre tiene cinco letras.
`],
  ["Chocolate", `
Se come.
Viene de América.
Los aztecas lo bebían.
Se hace con las semillas de un árbol.
Ese árbol es el cacao.
Se derrite con el calor.
Puede ser negro, con leche o blanco.
Es malo para los perros.
Los suizos y los belgas son famosos por él.
Se vende en tabletas.
Se toma con churros.
Se toma caliente en invierno.
Se usa en tartas y bombones.
Hay huevos de Pascua hechos de él.
Willy Wonka tenía una fábrica.
Se dice que alegra el ánimo.
Es marrón.
Es dulce.
Su nombre viene del náhuatl.
Su nombre empieza por choco-.
`],
  ["Brújula", `
Es pequeña.
Cabe en la mano.
Tiene una aguja.
Su aguja es magnética.
Se inventó en China.
Los marinos la usaban para navegar.
Falla cerca de un imán.
Tiene una rosa de los vientos.
Marca los puntos cardinales.
Sus letras son N, S, E y O.
Ayuda a no perderse en el monte.
Los exploradores la llevan con un mapa.
Hoy el GPS la ha sustituido.
Jack Sparrow tiene una que no apunta al norte.
Funciona con el magnetismo de la Tierra.
Su aguja se mueve sola.
Siempre apunta al norte.
Su nombre suena a una bruja pequeña.
Su nombre empieza por B.
Lleva tilde en la u.
`],
  ["Llave", `
Es pequeña.
Es de metal.
Tiene dientes.
Se cuelga de una argolla con otras.
Se pierde a menudo.
Se hace una copia en el cerrajero.
Se esconde bajo el felpudo.
San Pedro guarda las del cielo.
A los visitantes ilustres se les da la de la ciudad.
Hay una maestra que lo abre todo.
Hoy muchas son tarjetas.
Los coches modernos ya casi no la usan.
En la lucha libre es una forma de inmovilizar.
La inglesa es una herramienta.
Se gira dentro de una cerradura.
Abre puertas.
Sirve para cerrar con seguridad.
Su nombre empieza por doble ele.
Su nombre tiene cinco letras.
Rima con nave.
`],
  ["Martillo", `
Es una herramienta.
Tiene mango.
Tiene una cabeza pesada.
Suele ser de metal y madera.
Algunos tienen un lado para sacar clavos.
Se usa con una mano.
Duele si te das en el dedo.
Los jueces usan uno de madera.
Thor tiene uno mágico.
Aparece en la bandera soviética junto a una hoz.
Hay un tiburón con la cabeza de su forma.
Hay uno dentro del oído.
Se lanza en una prueba de atletismo.
El del médico prueba los reflejos.
Se vende en ferreterías.
Los carpinteros lo usan mucho.
Golpea.
Se usa con clavos.
Su nombre empieza por M.
Su nombre tiene ocho letras.
`],
  ["Gafas", `
Se llevan en la cara.
Tienen patillas.
Tienen montura.
Se apoyan en la nariz.
Se limpian con un paño.
Se empañan con el vapor.
Se buscan y están en la cabeza.
Las hay de sol.
Las hay de natación.
Las receta el oculista.
Se guardan en una funda.
Las lentillas las sustituyen.
Clark Kent se disfraza con ellas.
John Lennon las llevaba redondas.
Harry Potter las lleva redondas.
Tienen dos cristales.
Sirven para ver mejor.
También se llaman anteojos.
Su nombre va en plural.
Su nombre empieza por G.
`],
  ["Sombrero", `
Se lleva en la cabeza.
Tiene ala.
Tiene copa.
Puede ser de paja.
Puede ser de fieltro.
El de Panamá se hace en Ecuador.
Los magos sacan conejos de él.
Indiana Jones lleva uno.
El de los charros mexicanos es enorme.
El de copa es de gala.
Se quita para saludar.
Lo fabrica un personaje loco de Alicia.
Napoleón llevaba uno de dos picos.
Lo llevan los vaqueros.
Se cuelga en un perchero.
Da sombra.
Protege la cabeza del sol.
Su nombre viene de sombra.
Su nombre empieza por S.
Su nombre tiene ocho letras.
`],
  ["Avión", `
Se mueve.
Transporta gente.
Tiene alas.
Tiene motores.
Tiene piloto.
Tiene cabina.
Tiene tren de aterrizaje.
Los hermanos Wright hicieron volar el primero.
Despega y aterriza.
Tiene caja negra.
Hay azafatas.
Se pasa un control de seguridad para subir.
Hay que abrocharse el cinturón.
Deja estelas blancas en el cielo.
El Concorde era supersónico.
Sale de un aeropuerto.
Se compra billete para subir.
Vuela.
Su nombre empieza por A.
Su nombre lleva tilde en la o.
`],
  ["Cama", `
Está en casa.
Es un mueble.
Tiene patas.
Tiene cabecero.
Tiene colchón.
Tiene almohada.
Tiene sábanas.
Se hace cada mañana.
Puede ser individual o de matrimonio.
La litera son dos, una encima de otra.
Los niños creen que hay monstruos debajo.
Ricitos de Oro probó tres.
Pasamos un tercio de la vida en ella.
Los hospitales tienen muchas.
A veces se desayuna en ella.
Está en el dormitorio.
Se duerme en ella.
Su nombre tiene cuatro letras.
Su nombre empieza por C.
Rima con llama.
`],
  ["Nevera", `
Es un electrodoméstico.
Está en la cocina.
Funciona día y noche.
Es grande.
A veces hace ruido.
Su puerta se llena de imanes de recuerdo.
Se abre muchas veces al día.
Tiene una luz que se enciende al abrirla.
Tiene baldas.
Tiene congelador.
Se pega una nota en su puerta.
Hay que descongelarla de vez en cuando.
Antes se usaba hielo en su lugar.
Guarda la leche.
Mantiene la comida fría.
También se llama frigorífico.
En algunos países se llama refrigerador.
Su nombre viene de nieve.
Su nombre empieza por N.
Su nombre tiene seis letras.
`],
  ["Globo", `
Es ligero.
Es de goma.
Puede explotar.
Se ata con un cordel.
Se pincha con un alfiler.
Frotado en el pelo hace electricidad estática.
Se escapa hacia el cielo si tiene helio.
Los niños lloran si se les escapa.
Los payasos hacen animales con ellos.
Se usa en las fiestas de cumpleaños.
La casa de la película Up vuela con miles.
Uno aerostático lleva personas.
Phileas Fogg viaja en uno en una película.
El terráqueo representa la Tierra.
Se hincha soplando.
Se infla.
Es redondo.
Su nombre tiene cinco letras.
Su nombre empieza por G.
Rima con lobo.
`],
];

export const esCoisa = buildDeck("es", "coisa", cards);
