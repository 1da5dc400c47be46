import { buildDeck, type CardSource } from "./types";

/** Lugares, escritos para Mesa: 20 pistas por carta, de la más vaga a la más reveladora. */
const cards: CardSource[] = [
  ["Machu Picchu", `
Está en América del Sur.
Está en las montañas.
Está a unos 2400 metros de altura.
Se construyó en el siglo XV.
El mundo lo olvidó durante siglos.
Hiram Bingham lo dio a conocer en 1911.
Se llega en tren o caminando varios días.
Hay llamas paseando entre sus ruinas.
El río Urubamba pasa a sus pies.
Detrás se alza la montaña Huayna Picchu.
Tiene terrazas de cultivo en las laderas.
Tiene un Templo del Sol.
Es Patrimonio de la Humanidad.
Es una de las siete nuevas maravillas del mundo.
La ciudad importante más cercana es Cusco.
Es una ciudadela de piedra.
La construyeron los incas.
Está en Perú.
Su nombre significa montaña vieja en quechua.
Es el lugar más visitado de Perú.
`],
  ["Torre Eiffel", `
Está en Europa.
Se construyó en el siglo XIX.
Es de hierro.
Se vuelve a pintar cada siete años.
Mide unos 330 metros.
Fue la construcción más alta del mundo durante 40 años.
Se hizo para una Exposición Universal.
Se inauguró en 1889.
Iban a desmontarla a los veinte años.
Se salvó porque servía de antena de radio.
Muchos artistas la odiaban al principio.
Tiene tres pisos para visitantes.
Por la noche centellea con miles de luces.
Está junto al río Sena.
Está en el Campo de Marte.
Su ingeniero se llamaba Gustave.
Es el monumento de pago más visitado del mundo.
Es el símbolo de Francia.
Está en París.
Lleva el apellido de su ingeniero.
`],
  ["Buenos Aires", `
Está en el hemisferio sur.
Está junto a un río muy ancho.
Ese río es el Río de la Plata.
Fue fundada dos veces.
Sus habitantes se llaman porteños.
Tiene una de las avenidas más anchas del mundo, la 9 de Julio.
En su centro hay un obelisco.
Tiene el barrio de La Boca, de casas de colores.
Allí juega Boca Juniors.
Tiene el Teatro Colón.
Su sede de gobierno es la Casa Rosada.
Tiene una librería dentro de un antiguo teatro.
Es la cuna del tango.
Está frente a Montevideo, al otro lado del río.
Es la capital de Argentina.
Su nombre habla del buen aire.
Su nombre está en plural.
Su nombre tiene dos palabras.
Su nombre empieza por B.
Es la ciudad más grande de Argentina.
`],
  ["Ciudad de México", `
Está en América.
Está a más de 2000 metros de altura.
Se construyó sobre un lago.
Antes se llamaba Tenochtitlan.
Fue la capital de los aztecas.
Se hunde unos centímetros cada año.
Tiene canales con trajineras en Xochimilco.
Su plaza principal es el Zócalo.
Tiene el Palacio de Bellas Artes.
Tiene el Museo Nacional de Antropología.
Tiene el estadio Azteca.
Cerca están las pirámides de Teotihuacán.
Allí está la Basílica de Guadalupe.
Es una de las ciudades más pobladas del mundo.
Allí vivió Frida Kahlo.
Se la conoce como CDMX.
A sus habitantes se les llama chilangos.
Es la capital de su país.
Su nombre tiene tres palabras.
Comparte nombre con su país.
`],
  ["Roma", `
Está en Europa.
Según la leyenda, se fundó en el año 753 antes de Cristo.
La fundaron dos gemelos criados por una loba.
Está construida sobre siete colinas.
La atraviesa el río Tíber.
Fue la capital de un imperio enorme.
Tiene el Coliseo.
Tiene el Panteón de Agripa.
Tiene la Fontana di Trevi.
Se echa una moneda a su fuente para volver.
Dentro de ella hay otro país.
Ese país es el Vaticano.
Tiene la Capilla Sixtina.
Audrey Hepburn la recorrió en Vespa en una película famosa.
Se dice que todos los caminos llevan a ella.
Es la capital de Italia.
La llaman la Ciudad Eterna.
Su nombre al revés es amor.
Su nombre tiene cuatro letras.
Su nombre empieza por R.
`],
  ["Venecia", `
Está en Europa.
Está en el norte de Italia.
Está construida sobre más de cien islas.
Se apoya en millones de troncos de madera.
No hay coches.
Se va de un sitio a otro en barco.
Tiene el Gran Canal.
Tiene el puente de Rialto.
Tiene el puente de los Suspiros.
Su plaza principal es la de San Marcos.
Se inunda con el acqua alta.
Allí nació Marco Polo.
Allí vivió Casanova.
Tiene un carnaval famoso por sus máscaras.
Tiene el festival de cine más antiguo del mundo.
Fue una república muy poderosa.
Sus góndolas son negras.
En su isla de Murano se fabrica vidrio.
La llaman la Serenísima.
Shakespeare escribió sobre un mercader de esta ciudad.
`],
  ["Nueva York", `
Está en América del Norte.
Fue holandesa.
Antes se llamaba Nueva Ámsterdam.
Tiene cinco distritos.
Uno de ellos es Brooklyn.
Su parque más famoso es Central Park.
Tiene la avenida Broadway.
Tiene el Empire State Building.
Tiene Times Square.
Allí está la sede de la ONU.
Tiene Wall Street.
Sus taxis son amarillos.
King Kong trepa por uno de sus rascacielos.
Su metro funciona las 24 horas.
En su puerto está la Estatua de la Libertad.
La llaman la Gran Manzana.
Frank Sinatra le cantó.
Es la ciudad más poblada de Estados Unidos.
Su nombre tiene dos palabras.
Su nombre es el de una ciudad inglesa con un adjetivo delante.
`],
  ["Japón", `
Está en Asia.
Es un país formado por islas.
Tiene miles de islas.
Tiene muchos terremotos.
Su montaña más alta es un volcán.
Ese volcán es el Fuji.
Su capital es Tokio.
Tiene trenes bala.
Su flor nacional es la del cerezo.
Allí nacieron el karaoke y el manga.
Tiene emperador.
En su historia hay samuráis.
Allí se come sushi.
Allí se saluda con una reverencia.
Su moneda es el yen.
Su bandera es blanca con un círculo rojo.
Allí nacieron Mario y Pokémon.
Lo llaman el país del sol naciente.
Su nombre empieza por J.
Su nombre lleva tilde en la o.
`],
  ["Amazonas", `
Está en América del Sur.
Es un río.
Nace en los Andes de Perú.
Atraviesa Perú, Colombia y Brasil.
Es el río más caudaloso del mundo.
Lleva más agua que los siete ríos siguientes juntos.
Tiene más de mil afluentes.
Ningún puente lo cruza.
Su desembocadura es enorme.
Tiene delfines rosados.
En sus aguas viven pirañas.
En sus aguas vive la anaconda.
Lo recorrió Francisco de Orellana.
Su selva es el mayor bosque tropical del mundo.
A su selva la llaman el pulmón del planeta.
Pasa por la ciudad de Manaos.
En su desembocadura hay una isla del tamaño de Suiza.
Compite con el Nilo por ser el río más largo.
Su nombre viene de unas guerreras de la mitología griega.
Su nombre empieza por A.
`],
  ["Sahara", `
Está en África.
Es casi tan grande como Estados Unidos.
Ocupa partes de más de diez países.
Hace miles de años era verde.
De noche puede hacer mucho frío.
Sus dunas pueden superar los cien metros.
Lo cruzan caravanas de camellos.
Allí viven los tuaregs.
Tiene oasis.
Su arena llega a veces hasta Europa.
Su polvo abona la selva del otro lado del Atlántico.
Allí cayó el avión de El principito.
Allí se rodaron escenas de La guerra de las galaxias.
Está al sur de Marruecos y Argelia.
Es un desierto.
Es el desierto cálido más grande del mundo.
Su nombre significa desierto en árabe.
Su nombre empieza por S.
Su nombre lleva una hache en medio.
Es el desierto más famoso del mundo.
`],
  ["Antártida", `
Está en el hemisferio sur.
Es un continente.
Es el lugar más frío de la Tierra.
Es el continente más seco.
Es el continente con más viento.
No tiene habitantes permanentes.
Solo viven científicos en bases.
Casi todo está cubierto de hielo.
Su hielo guarda la mayor parte del agua dulce del mundo.
Allí se midieron 89 grados bajo cero.
En su verano, el sol no se pone.
Allí viven los pingüinos emperador.
Un tratado la reserva para la ciencia y la paz.
Amundsen fue el primero en llegar a su polo.
Scott murió al volver de su polo.
Allí está el polo sur.
Es más grande que Europa.
Es lo contrario del Ártico.
Su nombre empieza por A.
Es el continente del extremo sur.
`],
  ["Galápagos", `
Están en el océano Pacífico.
Son volcánicas.
Las cruza la línea del ecuador.
Pertenecen a Ecuador.
Están a unos mil kilómetros del continente.
Un obispo las descubrió por casualidad en 1535.
Tienen iguanas marinas.
Tienen pingüinos, aunque están en el trópico.
Tienen piqueros de patas azules.
Sus animales apenas temen a las personas.
Allí vivió el Solitario George.
El barco Beagle paró allí en 1835.
Allí Darwin estudió los pinzones.
Inspiraron la teoría de la evolución.
Son Patrimonio de la Humanidad.
Son un archipiélago.
Su nombre viene de unas tortugas gigantes.
Esas tortugas recuerdan a una silla de montar.
Su nombre empieza por G.
Son las islas más famosas de Ecuador.
`],
  ["Alhambra", `
Está en Europa.
Está en el sur de España.
Es un conjunto de palacios y una fortaleza.
La construyeron los nazaríes.
Su nombre significa la roja en árabe.
Tiene el Patio de los Leones.
Su fuente tiene doce leones.
Tiene los jardines del Generalife.
Sus paredes tienen inscripciones en árabe.
Boabdil la entregó en 1492.
Se dice que Boabdil lloró al dejarla.
Washington Irving escribió cuentos sobre ella.
Carlos V construyó un palacio en su interior.
Hay que reservar la entrada con mucha antelación.
Se ve al atardecer desde el Albaicín.
Detrás se ven las cumbres de Sierra Nevada.
Está en Granada.
Es uno de los monumentos más visitados de España.
Es el monumento andaluz más famoso.
Su nombre empieza por Al-.
`],
  ["Gran Muralla China", `
Está en Asia.
Es muy antigua.
Se construyó a lo largo de muchos siglos.
Tiene miles de kilómetros.
Se construyó para frenar invasiones.
Protegía de los pueblos del norte.
Sus torres se comunicaban con señales de humo.
Muchos obreros murieron construyéndola.
Gran parte de lo que se ve hoy es de la dinastía Ming.
Pasa por montañas y desiertos.
Se puede caminar por encima.
Se dice, sin razón, que se ve desde la Luna.
Hay un tramo muy visitado cerca de Pekín.
Es una de las siete nuevas maravillas del mundo.
Es Patrimonio de la Humanidad.
Es la mayor obra defensiva del mundo.
Es un muro.
Su nombre tiene tres palabras.
Su nombre empieza por Gran.
Está en China.
`],
  ["Everest", `
Está en Asia.
Es una montaña.
Está en el Himalaya.
Está en la frontera entre Nepal y China.
En tibetano se llama Chomolungma.
Crece unos milímetros cada año.
Es uno de los ochomiles.
En su cima hay un tercio del oxígeno del nivel del mar.
Sus escaladores usan oxígeno embotellado.
Los sherpas guían a los alpinistas.
Está lleno de basura de expediciones.
Hillary y Tenzing llegaron a la cima en 1953.
Su parte más alta se llama zona de la muerte.
Se intenta subir sobre todo en mayo.
Mide 8849 metros.
Su nombre viene de un geógrafo galés.
Subirlo es el sueño de muchos alpinistas.
Lo llaman el techo del mundo.
Su nombre empieza por E.
Es la montaña más alta del mundo.
`],
  ["Cataratas del Iguazú", `
Están en América del Sur.
Están en la selva.
Son saltos de agua.
Son unas 275 caídas.
Su río desemboca en el Paraná.
Están en la frontera entre Argentina y Brasil.
Paraguay está muy cerca.
Se ven desde los dos lados de la frontera.
Hay pasarelas sobre el agua.
Hay coatíes que piden comida a los turistas.
Casi todos los días tienen arcoíris.
Allí se rodó la película La misión.
La más impresionante se llama Garganta del Diablo.
Son más anchas que las del Niágara.
Eleanor Roosevelt exclamó «¡Pobre Niágara!» al verlas.
Son una de las siete maravillas naturales del mundo.
Cerca está la ciudad brasileña de Foz do Iguaçu.
Su nombre significa agua grande en guaraní.
Son unas cataratas.
Son las cataratas más famosas de Sudamérica.
`],
  ["Isla de Pascua", `
Está en el océano Pacífico.
Es uno de los lugares habitados más aislados del mundo.
Pertenece a Chile.
Está a más de 3500 kilómetros del continente.
Sus habitantes originales son los rapanui.
Tuvo una escritura propia, el rongorongo.
Celebraba la competición del hombre pájaro.
Se quedó casi sin árboles.
Tiene casi 900 estatuas gigantes.
Esas estatuas se llaman moáis.
Los moáis miran hacia el interior.
Sus estatuas son de piedra volcánica.
Es Patrimonio de la Humanidad.
Un navegante holandés llegó a ella en 1722.
Su nombre viene del día en que llegó ese holandés.
Ese día era una fiesta cristiana de primavera.
Su nombre nativo es Rapa Nui.
Es una isla.
Su nombre empieza por Isla.
Es la isla de los moáis.
`],
  ["Estatua de la Libertad", `
Está en América del Norte.
Fue un regalo de un país a otro.
Fue un regalo de Francia.
Se inauguró en 1886.
Su estructura interna la diseñó Eiffel.
Es de cobre.
Antes era de color cobre; hoy es verde.
Está en una isla.
Recibía a los inmigrantes que llegaban en barco.
Su corona tiene siete puntas.
En la mano izquierda lleva una tablilla.
La tablilla lleva la fecha de la independencia.
En la mano derecha levanta una antorcha.
Mide 93 metros con el pedestal.
Representa a una diosa romana.
Aparece al final de El planeta de los simios.
Está en Nueva York.
Es el símbolo de Estados Unidos.
Su nombre tiene cuatro palabras.
Su nombre lleva la palabra libertad.
`],
  ["Luna", `
Está lejos.
No tiene aire.
Está a unos 384000 kilómetros.
No tiene luz propia.
Siempre nos muestra la misma cara.
Nadie vio su cara oculta hasta 1959.
Provoca las mareas.
Tiene cráteres.
Tiene mares sin agua.
Allí la gravedad es una sexta parte de la terrestre.
Se aleja casi 4 centímetros cada año.
Hay huellas de astronautas en ella.
Neil Armstrong fue el primero en pisarla.
Se llegó a ella en 1969 con el Apolo 11.
Tiene fases.
Se ve llena una vez al mes.
Es el único satélite natural de la Tierra.
En los cuentos, los lobos le aúllan.
Su nombre rima con cuna.
Su nombre empieza por L.
`],
  ["Australia", `
Está en el hemisferio sur.
Es un país.
También es una isla enorme.
También es un continente.
Allí la Navidad es en verano.
Tiene el mayor arrecife de coral del mundo.
Ese arrecife es la Gran Barrera de Coral.
En su centro hay una gran roca roja, Uluru.
Su capital es Canberra.
Su ciudad más grande es Sídney.
Tiene una ópera famosa junto al puerto.
Sus primeros pobladores son los aborígenes.
Los aborígenes inventaron el bumerán.
Allí viven los koalas.
Allí viven los canguros.
Fue una colonia británica de presos.
A sus habitantes los llaman aussies.
Su nombre significa tierra del sur.
Su nombre empieza por A.
Es el país de los canguros.
`],
  ["Sagrada Familia", `
Está en Europa.
Está en una gran ciudad.
Se empezó a construir en 1882.
Todavía no está terminada.
Se paga con los donativos y las entradas de los visitantes.
Su arquitecto trabajó en ella más de cuarenta años.
Su arquitecto murió atropellado por un tranvía.
Su arquitecto está enterrado en su cripta.
Tendrá dieciocho torres.
Sus columnas parecen árboles.
Sus vidrieras llenan el interior de colores.
Tiene una fachada del Nacimiento.
Tiene una fachada de la Pasión.
El papa Benedicto XVI la consagró como basílica.
Es el monumento más visitado de España.
Es un templo expiatorio.
Está en Barcelona.
Es obra de Gaudí.
Es la basílica inacabada de Gaudí.
El templo más famoso de Barcelona.
`],
  ["Madrid", `
Está en Europa.
Está casi en el centro de su país.
Es la capital más alta de la Unión Europea.
Felipe II trasladó la corte allí en 1561.
Su símbolo es un oso con un madroño.
Tiene la Puerta del Sol.
Desde allí se cuentan los kilómetros de las carreteras del país.
Tiene la Gran Vía.
Tiene el parque del Retiro.
Tiene el Palacio Real.
Tiene el Museo del Prado.
Tiene la Cibeles.
En su Plaza Mayor se comen bocadillos de calamares.
Sus vecinos celebran San Isidro.
Tiene dos grandes equipos de fútbol rivales.
Uno juega en el Bernabéu.
Sus habitantes se llaman madrileños.
Allí se toman las uvas mirando el reloj de Sol.
Dicen que de ella al cielo.
La capital de España.
`],
  ["Barcelona", `
Está en Europa.
Está junto al Mediterráneo.
La fundaron los romanos.
Su barrio antiguo se llama el Gótico.
Tiene un barrio de calles cuadriculadas, el Eixample.
Tiene el mercado de la Boqueria.
Tiene la montaña de Montjuïc.
Tiene el parque Güell.
Tiene la Casa Batlló.
Tiene la Pedrera.
Tiene la Sagrada Familia.
Tiene un paseo famoso, las Ramblas.
Celebró los Juegos Olímpicos de 1992.
Su equipo juega en el Camp Nou.
Freddie Mercury le cantó con Montserrat Caballé.
En ella se habla catalán.
Sus habitantes se llaman barceloneses.
Es la ciudad de Gaudí.
Es la capital de Cataluña.
La Ciudad Condal.
`],
  ["Sevilla", `
Está en Europa.
Está junto al río Guadalquivir.
Salían de allí los barcos hacia América.
Allí se guarda el Archivo de Indias.
Su catedral es una de las mayores del mundo.
Colón está enterrado en su catedral.
Tiene la Giralda.
Tiene la Torre del Oro.
Tiene la Plaza de España.
Tiene un Real Alcázar.
Allí se rodaron escenas de Juego de tronos.
Su Semana Santa es famosísima.
Celebra la Feria de Abril.
En su feria las mujeres se visten de flamenca.
Carmen trabajaba en su fábrica de tabacos.
El barbero de la ópera de Rossini era de allí.
Sus naranjos se usan para mermelada inglesa.
Tiene un color especial, según la canción.
Es la capital de Andalucía.
La ciudad de la Giralda.
`],
  ["Camino de Santiago", `
Está en Europa.
No es un solo sitio: es un recorrido.
Se recorre desde hace más de mil años.
Tiene muchas rutas.
La más famosa empieza en Francia.
Se hace a pie, en bici o a caballo.
Se duerme en albergues.
Los viajeros llevan una credencial que van sellando.
Hay que hacer al menos cien kilómetros a pie para la Compostela.
Su símbolo es una concha.
Lo marcan flechas amarillas.
Los viajeros se saludan con un buen camino.
Termina en Galicia.
Termina ante una gran catedral.
En la catedral se balancea un enorme incensario.
Ese incensario se llama botafumeiro.
Quienes lo recorren son peregrinos.
Lleva a la tumba del apóstol Santiago.
Es la gran ruta de peregrinación de España.
La peregrinación a Santiago de Compostela.
`],
  ["Islas Canarias", `
Están en el océano Atlántico.
Están frente a la costa de África.
Son de origen volcánico.
Son ocho islas habitadas.
Tienen la montaña más alta de España.
Esa montaña es el Teide.
Lanzarote tiene paisajes de otro planeta.
César Manrique diseñó muchos lugares en Lanzarote.
Allí se hacen plátanos famosos.
Allí se comen papas arrugadas con mojo.
Se dice que tienen la eterna primavera.
Van a una hora menos que la península.
Sus habitantes dicen guagua al autobús.
Tienen un carnaval enorme en Santa Cruz.
Colón hizo escala allí antes de llegar a América.
Un pájaro lleva su nombre.
Tenerife y Gran Canaria están allí.
Son una comunidad autónoma de España.
Las islas afortunadas.
El archipiélago español frente a África.
`],
  ["Teotihuacán", `
Está en América.
Está muy cerca de una gran capital.
Fue una de las ciudades más grandes del mundo antiguo.
Tuvo más de cien mil habitantes.
Nadie sabe qué pueblo la construyó.
Estaba abandonada cuando llegaron los aztecas.
Los aztecas le pusieron su nombre.
Su nombre significa el lugar donde fueron hechos los dioses.
Tiene una larga avenida llamada Calzada de los Muertos.
Tiene un templo de la Serpiente Emplumada.
Tiene la Pirámide de la Luna.
Tiene la Pirámide del Sol.
Mucha gente sube a sus pirámides en el equinoccio.
Se puede sobrevolar en globo al amanecer.
Es Patrimonio de la Humanidad.
Es una zona arqueológica.
Está en el Estado de México.
Es la ciudad de las pirámides cerca de Ciudad de México.
Es el sitio arqueológico más visitado de México.
La ciudad de los dioses de México.
`],
  ["Chichén Itzá", `
Está en América.
Está en una península.
Está en el estado de Yucatán.
Fue una gran ciudad maya.
Tiene un observatorio llamado el Caracol.
Tiene un gran campo de juego de pelota.
Tiene un pozo sagrado, un cenote.
En el cenote se lanzaban ofrendas.
Tiene un muro con calaveras.
Tiene la pirámide de Kukulkán.
Su pirámide se llama el Castillo.
Su pirámide tiene 365 escalones en total.
En los equinoccios una serpiente de sombra baja por la escalera.
Si das una palmada ante la pirámide, responde como un pájaro.
Es una de las nuevas siete maravillas.
Es Patrimonio de la Humanidad.
Está cerca de Cancún.
Es una zona arqueológica maya.
Es la ciudad maya más famosa.
La gran pirámide maya de Yucatán.
`],
  ["Patagonia", `
Está en América.
Está en el sur.
La comparten dos países.
Es enorme y está poco poblada.
Sopla muchísimo viento.
Magallanes le puso nombre.
Se dice que el nombre viene de los pies grandes de sus habitantes.
Tiene el glaciar Perito Moreno.
Tiene las Torres del Paine.
Tiene el monte Fitz Roy.
Una marca de ropa de montaña lleva su nombre.
Tiene pingüinos en la costa.
Tiene ballenas en la península Valdés.
Por ella pasaron Butch Cassidy y Sundance Kid.
Allí se cría muchísima oveja.
Allí está Ushuaia, la ciudad del fin del mundo.
Sus gauchos toman mate.
Es tierra de glaciares y estepas.
Es la región más austral de Argentina y Chile.
El fin del mundo de Sudamérica.
`],
  ["Cuba", `
Está en América.
Es una isla.
Está en el mar Caribe.
Está a 150 kilómetros de Florida.
Colón llegó allí en su primer viaje.
Fue española hasta 1898.
Es famosa por sus coches antiguos.
Allí se enrollan puros famosos.
Allí nacieron el son y el mambo.
Allí se inventó el mojito.
También el daiquiri.
Hemingway vivió allí.
Tiene el Malecón.
Hubo una revolución en 1959.
Fidel Castro la gobernó casi cincuenta años.
Su capital es La Habana.
Sus habitantes llaman a su tierra la isla.
Tiene forma de caimán.
Es la mayor isla del Caribe.
La isla de La Habana.
`],
  ["Lago Titicaca", `
Está en América.
Está en los Andes.
Está a más de 3.800 metros de altura.
Es el lago navegable más alto del mundo.
Lo comparten dos países.
Uno es Perú.
El otro es Bolivia.
Tiene islas flotantes.
Esas islas están hechas de juncos.
Los juncos se llaman totora.
Sus barcas también son de totora.
Allí vive una rana gigante.
Según los incas, allí nació el Sol.
Tiene la Isla del Sol.
La ciudad de Puno está en su orilla.
Su nombre hace reír a algunos niños.
Es el lago más grande de Sudamérica.
Su nombre significa puma de piedra.
El gran lago andino entre Perú y Bolivia.
El lago de las islas flotantes.
`],
  ["Cancún", `
Está en América.
Está junto al mar Caribe.
Está en la península de Yucatán.
Hace cincuenta años era un pueblo de pescadores.
El Gobierno la eligió con un ordenador para hacerla turística.
Su zona hotelera tiene forma de número siete.
Tiene un museo de esculturas bajo el agua.
Sus playas son de arena blanca.
Su agua es de color turquesa.
Cerca hay cenotes para bañarse.
Cerca están las ruinas de Tulum.
Desde allí se va a Chichén Itzá.
Tiene uno de los aeropuertos con más turistas del país.
Los estudiantes estadounidenses van allí de vacaciones de primavera.
Cerca está la isla Mujeres.
Cerca está la Riviera Maya.
Está en el estado de Quintana Roo.
Es el gran destino de playa de México.
Es la ciudad turística del Caribe mexicano.
La playa mexicana de los hoteles.
`],
  ["Salar de Uyuni", `
Está en América.
Está en los Andes.
Está a más de 3.600 metros.
Es completamente plano.
Fue un lago prehistórico.
Es blanco.
Es de sal.
Es el mayor de su clase en el mundo.
Tiene muchísimo litio bajo la superficie.
Tiene hoteles hechos de bloques de sal.
Tiene una isla llena de cactus gigantes.
Cerca hay un cementerio de trenes.
Cuando llueve, se convierte en un espejo gigante.
Los turistas se hacen fotos con trucos de perspectiva.
Se cruza en todoterreno.
Los satélites lo usan para calibrarse.
Está en Bolivia.
Es el desierto de sal más grande del mundo.
El espejo del cielo boliviano.
El gran salar de Bolivia.
`],
  ["Río de Janeiro", `
Está en América.
Está en el hemisferio sur.
Fue la capital de su país.
Incluso fue capital de Portugal durante unos años.
Su nombre significa río de enero.
En realidad no hay ningún río.
Tiene un enorme bosque dentro de la ciudad.
Tiene el estadio Maracaná.
Celebró los Juegos Olímpicos de 2016.
Tiene un teleférico famoso.
Tiene el Pan de Azúcar.
Tiene la playa de Copacabana.
Tiene la playa de Ipanema.
Tiene un sambódromo.
Su carnaval es el más famoso del mundo.
Un Cristo gigante la vigila desde una montaña.
Sus habitantes se llaman cariocas.
La llaman la ciudad maravillosa.
Está en Brasil.
La ciudad brasileña del Cristo Redentor.
`],
  ["Museo del Prado", `
Está en Europa.
Está en una capital.
Abrió en 1819.
Nació con las colecciones de los reyes.
Su edificio lo diseñó Juan de Villanueva.
Tiene una estatua de Goya en la entrada.
Tiene una estatua de Velázquez en la fachada.
Guarda El jardín de las delicias, del Bosco.
Guarda Las tres Gracias, de Rubens.
Guarda El caballero de la mano en el pecho.
Guarda La maja desnuda.
Guarda los fusilamientos del 3 de mayo.
Guarda las Pinturas negras de Goya.
Guarda Las meninas.
Forma el Triángulo del Arte con otros dos museos.
Está en el paseo que lleva su nombre.
Es una gran pinacoteca.
Está en Madrid.
Es el museo más famoso de España.
El gran museo de arte de Madrid.
`],
  ["Canal de Panamá", `
Está en América.
Está en el istmo más estrecho del continente.
Los franceses intentaron hacerlo y fracasaron.
Miles de obreros murieron de malaria y fiebre amarilla.
Lo terminaron los estadounidenses.
Se inauguró en 1914.
Estados Unidos lo controló hasta 1999.
Se amplió en 2016.
Funciona con esclusas.
Las esclusas suben los barcos como un ascensor de agua.
Cruza un gran lago artificial, el Gatún.
Cruzarlo lleva unas diez horas.
Los barcos pagan mucho dinero por pasar.
Un hombre lo cruzó a nado pagando 36 centavos.
Evita dar la vuelta por el cabo de Hornos.
Une dos océanos.
Une el Atlántico con el Pacífico.
Parte en dos un país centroamericano.
Es un canal.
El canal entre dos océanos en Centroamérica.
`],
  ["Playa", `
Puede estar en muchos países.
Está junto al agua.
Puede ser de arena o de piedras.
La arena quema en verano.
Se pone una sombrilla.
Se extiende una toalla.
Hay que ponerse crema solar.
Los niños hacen castillos de arena.
Allí se juega a las palas.
Allí se vende helado de carrito.
Puede tener bandera roja o verde.
Tiene socorristas.
Tiene chiringuitos.
Las olas llegan hasta la orilla.
La marea sube y baja.
En agosto está abarrotada.
Allí la gente se baña en el mar.
Allí la gente toma el sol.
Es el destino favorito del verano.
La orilla de arena junto al mar.
`],
  ["Marte", `
No está en la Tierra.
Está en el sistema solar.
Su día dura un poco más que el nuestro.
Tiene estaciones.
Tiene dos lunas pequeñas.
Sus lunas se llaman Fobos y Deimos.
Tiene el volcán más grande del sistema solar.
Ese volcán es el monte Olimpo.
Tiene un cañón mucho mayor que el del Colorado.
Tiene hielo en los polos.
Sus tormentas de polvo cubren todo el planeta.
Unos robots exploran su superficie.
Uno de ellos se llama Curiosity.
Un pequeño helicóptero ha volado allí.
Hace siglos se creyó que tenía canales.
Lleva el nombre del dios romano de la guerra.
Elon Musk quiere mandar gente allí.
Es el cuarto planeta desde el Sol.
Lo llaman el planeta rojo.
El planeta rojo.
`],
  ["Polo Norte", `
Está en el hemisferio norte.
Hace muchísimo frío.
Es de noche medio año.
Es de día el otro medio.
No hay tierra firme debajo.
Está sobre hielo marino que flota.
Ese hielo se mueve sin parar.
Pueden acercarse osos polares.
Robert Peary dijo ser el primero en llegar.
Un submarino ruso dejó una bandera en su fondo.
Desde allí, todas las direcciones son el sur.
Allí se juntan todos los husos horarios.
La brújula no apunta exactamente a él.
Es la cima del mundo.
Está a 90 grados de latitud norte.
Por allí pasa el eje de la Tierra.
Según la tradición, allí vive Papá Noel.
Allí fabrican juguetes los duendes.
Está en medio del Ártico.
El punto más al norte de la Tierra.
`],
  ["Mercado", `
Puede estar en cualquier ciudad.
Suele abrir por la mañana.
Hay mucho ruido.
Hay puestos.
Cada puesto tiene su tendero.
Se pide la vez.
Se pregunta quién es el último.
Hay una báscula en cada puesto.
Huele a fruta, a pescado y a especias.
Hay pescaderías.
Hay carnicerías.
Hay fruterías.
Algunos son de hierro y cristal.
La Boqueria de Barcelona es uno.
El de San Miguel, en Madrid, es otro.
Algunos se montan en la calle un día a la semana.
Allí se regatea en muchos países.
Se va con el carro de la compra.
Allí se compran alimentos frescos.
El lugar de los puestos de fruta y verdura.
`],
];

export const esLugar = buildDeck("es", "lugar", cards);
